import type { ChatSearchSide } from '../../components/chat/chat-search';
import type { ChatStore } from '../../lib/chat/chat-store';
import { freelancerChatApi } from '../api/chat-api';
import { freelancerChat } from '../chat';
import { useFreelancerSession } from '../session';

/** The signed-in freelancer's chat store (SignedIn guarantees the record with its chat id). */
export function useFreelancerChat(): ChatStore {
  const selfId = useFreelancerSession((s) => s.me?.socketId ?? '');
  return freelancerChat(selfId);
}

/** The freelancer's side of the chat search: their chat id, wxRole C and /freelancer/oddMessageLog/… */
export function useFreelancerChatSearch(): ChatSearchSide {
  const selfId = useFreelancerSession((s) => s.me?.socketId ?? '');
  return { selfId, role: 'C', api: freelancerChatApi };
}
