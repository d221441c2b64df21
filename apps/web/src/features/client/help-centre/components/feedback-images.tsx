import { Image } from 'antd';

/** The comma-joined image URLs of a feedback as thumbnails opening the viewer. */
export function FeedbackImages({ urls, size = 40 }: { urls: string; size?: number }) {
  const list = urls.split(',').filter(Boolean);
  if (list.length === 0) return <>-</>;
  return (
    <Image.PreviewGroup>
      <div className="feedback-images">
        {list.map((url) => (
          <Image key={url} src={url} width={size} height={size} style={{ objectFit: 'cover' }} />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
