import { USER_TYPE } from '@console/domain/enums';
import { Card } from 'antd';
import { useSession } from '../../../../lib/session';
import { ReaderArticles } from '../components/reader-articles';
import { StaffArticles } from '../components/staff-articles';
import '../i18n';
import '../components/information.css';

/** /client/information/informationList: staff manage articles; enterprise users read what is meant for them. */
export function InformationPage() {
  const userType = useSession((s) => s.user?.userType);
  return (
    <div className="page information-page">
      {userType === USER_TYPE.enterprise ? (
        <ReaderArticles />
      ) : (
        <Card variant="borderless">
          <StaffArticles />
        </Card>
      )}
    </div>
  );
}
