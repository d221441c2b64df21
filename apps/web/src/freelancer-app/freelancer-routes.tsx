import { Navigate, Route, Routes } from 'react-router';
import { SignedIn } from './components/signed-in';
import { FREELANCER_TABS, TabLayout } from './components/tab-layout';
import { ChatPage } from './pages/chat-page';
import { FreelancerLoginPage } from './pages/login-page';
import { MePage } from './pages/me-page';
import { MessagesPage } from './pages/messages-page';
import { NoticesPage } from './pages/notices-page';
import { OrderDetailPage } from './pages/order-detail-page';
import { OrdersPage } from './pages/orders-page';
import { TasksPage } from './pages/tasks-page';
import './i18n';
import './components/freelancer.css';

/** The freelancer page's routes, under /m/. */
export function FreelancerRoutes() {
  return (
    <div className="m-app">
      <Routes>
        <Route path="login" element={<FreelancerLoginPage />} />
        <Route element={<SignedIn />}>
          <Route element={<TabLayout />}>
            <Route index element={<Navigate to={FREELANCER_TABS[0]} replace />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:id" element={<OrderDetailPage />} />
            <Route path="tasks" element={<TasksPage />} />
            <Route path="notices" element={<NoticesPage />} />
            <Route path="me" element={<MePage />} />
          </Route>
          <Route path="messages/:peer" element={<ChatPage />} />
        </Route>
        <Route path="*" element={<Navigate to="/m" replace />} />
      </Routes>
    </div>
  );
}
