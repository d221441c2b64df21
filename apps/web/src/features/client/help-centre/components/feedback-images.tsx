import { Image } from 'antd';
import { useTranslation } from 'react-i18next';

/** The comma-joined image URLs of a feedback as thumbnails opening the viewer. */
export function FeedbackImages({ urls, size = 40 }: { urls: string; size?: number }) {
  const { t } = useTranslation();
  const list = urls.split(',').filter(Boolean);
  if (list.length === 0) return <>-</>;
  return (
    <Image.PreviewGroup>
      <div className="feedback-images">
        {/* the alt text names the thumbnail and the button that opens it in the viewer */}
        {list.map((url, i) => (
          <Image
            key={url}
            src={url}
            alt={`${t('helpCentre.images')} ${i + 1}`}
            width={size}
            height={size}
            style={{ objectFit: 'cover' }}
          />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
