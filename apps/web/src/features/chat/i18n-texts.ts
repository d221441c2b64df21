/** The console chat's own texts (namespace `consoleChat`); the chat pieces' texts are in components/chat. */
export const consoleChatTexts = {
  zh: {
    button: '聊天',
    buttonUnread: '聊天 {{n}} 条未读',
    dialog: '在线聊天',
    notices: '系统通知',
    back: '返回会话列表',
  },
  en: {
    button: 'Chat',
    buttonUnread: 'Chat, {{n}} unread',
    dialog: 'Chat',
    notices: 'Notices',
    back: 'Back to conversations',
  },
};
