import type { ChatStore } from '../../lib/chat/chat-store';
import { freelancerChat } from '../chat';
import { useFreelancerSession } from '../session';

/** The signed-in freelancer's chat store (SignedIn guarantees the record with its chat id). */
export function useFreelancerChat(): ChatStore {
  const selfId = useFreelancerSession((s) => s.me?.socketId ?? '');
  return freelancerChat(selfId);
}
