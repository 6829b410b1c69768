"""A WebSocket client (RFC 6455) small enough for the tests' one use: text messages to and
from a browser on 127.0.0.1 (Firefox's WebDriver BiDi). No TLS, no extensions, nothing
outside the standard library.

    socket = WebSocket("ws://127.0.0.1:9222/session")
    socket.send('{"id": 1, ...}')
    text = socket.receive()   # None once the other end has closed
"""

import base64
import os
import socket
import struct
import urllib.parse

# Opcodes (RFC 6455, 5.2).
_CONTINUATION, _TEXT, _BINARY, _CLOSE, _PING, _PONG = 0x0, 0x1, 0x2, 0x8, 0x9, 0xA


class WebSocket:
    def __init__(self, url, timeout=30.0):
        parts = urllib.parse.urlsplit(url)
        if parts.scheme != "ws":
            raise ValueError(f"only ws:// addresses: {url}")
        self._socket = socket.create_connection((parts.hostname, parts.port or 80), timeout=timeout)
        self._socket.settimeout(None)
        self._buffer = b""
        key = base64.b64encode(os.urandom(16)).decode()
        path = parts.path or "/"
        request = (
            f"GET {path} HTTP/1.1\r\nHost: {parts.hostname}:{parts.port}\r\n"
            "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self._socket.sendall(request.encode())
        while b"\r\n\r\n" not in self._buffer:
            chunk = self._socket.recv(4096)
            if not chunk:
                raise ConnectionError(f"{url}: closed during the handshake")
            self._buffer += chunk
        head, self._buffer = self._buffer.split(b"\r\n\r\n", 1)
        status = head.split(b"\r\n", 1)[0]
        if b" 101 " not in status + b" ":
            raise ConnectionError(f"{url}: {status.decode(errors='replace')}")

    def send(self, text):
        payload = text.encode()
        header = bytes((0x80 | _TEXT,))
        # Client frames are masked (5.3).
        if len(payload) < 126:
            header += bytes((0x80 | len(payload),))
        elif len(payload) < 1 << 16:
            header += bytes((0x80 | 126,)) + struct.pack(">H", len(payload))
        else:
            header += bytes((0x80 | 127,)) + struct.pack(">Q", len(payload))
        mask = os.urandom(4)
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        self._socket.sendall(header + mask + masked)

    def _read(self, count):
        while len(self._buffer) < count:
            chunk = self._socket.recv(max(65536, count - len(self._buffer)))
            if not chunk:
                raise ConnectionError("closed")
            self._buffer += chunk
        data, self._buffer = self._buffer[:count], self._buffer[count:]
        return data

    def receive(self):
        """The next text message, or None when the connection closed."""
        message = b""
        try:
            while True:
                first, second = self._read(2)
                opcode = first & 0x0F
                length = second & 0x7F
                if length == 126:
                    length = struct.unpack(">H", self._read(2))[0]
                elif length == 127:
                    length = struct.unpack(">Q", self._read(8))[0]
                mask = self._read(4) if second & 0x80 else None
                payload = self._read(length)
                if mask:
                    payload = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
                if opcode == _CLOSE:
                    return None
                if opcode == _PING:
                    self._control(_PONG, payload)
                    continue
                if opcode in (_PONG,):
                    continue
                message += payload
                if first & 0x80:
                    return message.decode()
        except (ConnectionError, OSError):
            return None

    def _control(self, opcode, payload=b""):
        mask = os.urandom(4)
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        try:
            self._socket.sendall(bytes((0x80 | opcode, 0x80 | len(payload))) + mask + masked)
        except OSError:
            pass

    def close(self):
        self._control(_CLOSE)
        try:
            self._socket.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self._socket.close()
