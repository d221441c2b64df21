/** The console chat's own texts (namespace `consoleChat`); the chat pieces' texts are in components/chat. */
export const consoleChatTexts = {
  zh: {
    button: '聊天',
    buttonUnread: '聊天 {{n}} 条未读',
    dialog: '在线聊天',
    notices: '系统通知',
    back: '返回会话列表',
    remindOffline: '对方离线时短信提醒',
    remindOfflineHint: '发出的消息 10 分钟仍未送达时，以短信提醒对方',
  },
  en: {
    button: 'Chat',
    buttonUnread: 'Chat, {{n}} unread',
    dialog: 'Chat',
    notices: 'Notices',
    back: 'Back to conversations',
    remindOffline: 'Text them if offline',
    remindOfflineHint: 'If a message has not reached them after 10 minutes, they get a text message',
  },
};
