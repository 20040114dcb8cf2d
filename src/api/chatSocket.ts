/** A websocket as the chat saga sees it (the omni-proxy socket, 001 §7); the browser wraps WebSocket, tests fake it. */
export interface ChatSocket {
  send(data: string): void;
  close(): void;
  isOpen(): boolean;
  onOpen(listener: () => void): void;
  onMessage(listener: (data: string) => void): void;
  onClose(listener: () => void): void;
}

/** The browser's WebSocket behind ChatSocket; a relative path gets the page's ws(s) origin. */
export function openBrowserSocket(pageHref: string, path: string): ChatSocket {
  const url = new URL(path, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(url.href);
  return {
    send: (data) => {
      socket.send(data);
    },
    close: () => {
      socket.close();
    },
    isOpen: () => socket.readyState === WebSocket.OPEN,
    onOpen: (listener) => {
      socket.addEventListener('open', listener);
    },
    onMessage: (listener) => {
      socket.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (typeof event.data === 'string') listener(event.data);
      });
    },
    onClose: (listener) => {
      socket.addEventListener('close', listener);
    },
  };
}
