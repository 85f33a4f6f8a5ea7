const chat = {
  title: 'AI chat',
  description: 'Chat with a small language model and ask questions about your own PDF documents.',
} as const;

export default chat;
