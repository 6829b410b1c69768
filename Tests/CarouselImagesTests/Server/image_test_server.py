#!/usr/bin/env python3
"""HTTP server for the CarouselImages tests: serves files from a directory and misbehaves on
request.

Usage: image_test_server.py DIRECTORY [LISTENING_FD] [--tls CERTIFICATE KEY]
Serves on LISTENING_FD, a socket the parent bound and put in listening state (so the parent
knows the port at once and connections wait in its backlog while Python starts), or else on
127.0.0.1 at a port chosen by the OS; prints "PORT <n>" once listening either way, and exits
when its standard input closes (the test process ended, however it ended). With --tls it
speaks HTTPS with the certificate and key given (PEM files).

GET /files/NAME?options     the file DIRECTORY/NAME, with the options of the query and of the
                            file DIRECTORY/NAME.options (a query string, read at each request,
                            so that a test changes how one URL answers), with options:
    delay=S        wait S seconds before answering
    hold=KEY       wait until the file DIRECTORY/KEY.release exists before answering (a test
                   releases the answer when it has seen what it waits for: no race with time)
    status=C       answer with status C and a short text body
    fail=K         answer 500 to the first K requests for NAME, then normally
    ctype=T        send Content-Type T (default application/octet-stream)
    truncate=N     announce the full length, send N bytes, close
    clen=N         announce length N (a lie), send the whole body, close
    drip=S         send the body in 512-byte chunks, S seconds apart
    trickle=S      send the body one byte at a time, S seconds apart (a server that never
                   stops sending, and never finishes)
    auth=U:P       answer 401 unless the request carries Basic credentials U:P (counted in
                   the stats as `authorized`)
    nolength=1     send no Content-Length; the body ends when the connection closes
    gzip=1         send the body gzip-compressed (Content-Encoding: gzip, compressed length)
    reset=1        close the connection with a TCP reset, no response
  HTTP caching (the answer to a conditional request is 304 when the validators match):
    cc=V           send Cache-Control: V
    etag=content   send an ETag derived from the file's bytes; etag=each: a new one on
                   every response (a server whose ETag changes per request); etag=V: V
    lm=1           send Last-Modified: the file's modification time
    expires=S      send Expires: the Date sent plus S seconds
    skew=S         send a Date S seconds off the real time (and Expires from it)
    nodate=1       send no Date (the client then ages the response by its own clock)
    age=N          send Age: N
    pragma=V       send Pragma: V
    always304=1    answer 304 to every request, conditional or not
    lie304=1       answer 304 to every conditional request, whatever its validators
    clen304=N      give a 304 a Content-Length: N
    body304=N      send N bytes after a 304's header (no 304 may have a body): on a kept-alive
                   connection they are read as the start of the next response
    etag304=V      give a 304 the ETag V whatever the file's is
GET /reset/NAME             close the connection with a TCP reset, no response
GET /hang/NAME              read the request, never answer (until the client goes)
GET /redirect/H/NAME        redirect H times, then to /files/NAME
GET /loop/NAME/I            redirect forever (/loop/NAME/I+1)
GET /moved/NAME?to=URL      redirect to URL, whatever its scheme (ftp:, file:, javascript:...)
GET /held/NAME?options      a response the client should drop: headers announcing a body,
                            then the connection held open until the client closes it (or
                            `hold` seconds pass). Options:
    status=C       the status code (default 200)
    length=N       the Content-Length announced (default 200 MB)
    stream=1       keep sending the body, 64 KB every 10 ms (200 MB in half a minute)
    nolength=1     announce no length (the body ends when the connection closes)
    hold=S         give up after S seconds (default 120)
    redirect=1     a 302 to /files/NAME (with the announced body) instead
GET /bomb/NAME?options      a gzip bomb: a body of zeros sent gzip-compressed
                            (Content-Encoding: gzip, the compressed length announced), made
                            once per size and kept. Options:
    inflated=N     the inflated size (default 1 GB: about 1 MB on the wire)
    encoding=E     the Content-Encoding named (default gzip; deflate sends a zlib stream)
GET /stats/NAME             JSON for NAME: requests, completed, aborted (the client closed
                            the connection first), open (connections held now), bytes
                            (everything written: status lines, headers and bodies),
                            conditional (requests with If-None-Match or If-Modified-Since),
                            notModified (304s sent), ifNoneMatch (the last one received),
                            authorized (requests whose Basic credentials matched auth=)
GET /totals                 JSON: requests (every name's together), names (how many names
                            were asked for), bytes (written for them)
"""

import base64
import email.utils
import gzip
import hashlib
import json
import os
import select
import socket
import ssl
import struct
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

DIRECTORY = sys.argv[1]
LOCK = threading.Lock()
STATS = {}


def record(name, field):
    with LOCK:
        entry = stats_entry(name)
        entry[field] += 1
        return entry["requests"]


def stats_entry(name):
    """The counters for NAME; call with LOCK held."""
    return STATS.setdefault(
        name,
        {
            "requests": 0,
            "completed": 0,
            "aborted": 0,
            "open": 0,
            "bytes": 0,
            "conditional": 0,
            "notModified": 0,
            "ifNoneMatch": "",
            "authorized": 0,
        },
    )


def add(name, field, amount):
    with LOCK:
        stats_entry(name)[field] += amount


class CountingWriter:
    """The handler's output stream, counting the bytes written for the current name."""

    def __init__(self, stream, handler):
        self.stream = stream
        self.handler = handler

    def write(self, data):
        written = self.stream.write(data)
        if self.handler.current_name is not None:
            add(self.handler.current_name, "bytes", len(data))
        return written

    def flush(self):
        self.stream.flush()

    def __getattr__(self, attribute):
        return getattr(self.stream, attribute)


ETAG_COUNTER = [0]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    skew = 0.0

    omits_date = False

    def date_time_string(self, timestamp=None):
        return email.utils.formatdate((timestamp or time.time()) + self.skew, usegmt=True)

    def send_header(self, keyword, value):
        if keyword == "Date" and self.omits_date:
            return
        super().send_header(keyword, value)

    current_name = None

    def setup(self):
        super().setup()
        self.wfile = CountingWriter(self.wfile, self)

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        url = urlparse(self.path)
        parts = [p for p in url.path.split("/") if p]
        options = {k: v[0] for k, v in parse_qs(url.query).items()}
        self.skew = float(options.get("skew", "0"))
        self.current_name = parts[1] if len(parts) >= 2 and parts[0] != "stats" else None
        if len(parts) >= 3 and parts[0] == "redirect":
            self.current_name = parts[2]
        if len(parts) == 1 and parts[0] == "totals":
            self.current_name = None
        try:
            if len(parts) == 2 and parts[0] == "files":
                self.serve_file(parts[1], options)
            elif len(parts) == 2 and parts[0] == "reset":
                record(parts[1], "requests")
                self.reset()
            elif len(parts) == 2 and parts[0] == "hang":
                record(parts[1], "requests")
                self.hang()
            elif len(parts) == 3 and parts[0] == "redirect":
                record(parts[2], "requests")
                hops = int(parts[1])
                target = f"/redirect/{hops - 1}/{parts[2]}" if hops > 1 else f"/files/{parts[2]}"
                self.redirect(target)
            elif len(parts) == 2 and parts[0] == "moved":
                record(parts[1], "requests")
                self.redirect(options.get("to", "/"))
            elif len(parts) == 3 and parts[0] == "loop":
                record(parts[1], "requests")
                self.redirect(f"/loop/{parts[1]}/{int(parts[2]) + 1}")
            elif len(parts) == 2 and parts[0] == "held":
                record(parts[1], "requests")
                self.held(parts[1], options)
            elif len(parts) == 2 and parts[0] == "bomb":
                record(parts[1], "requests")
                self.bomb(parts[1], options)
            elif len(parts) == 2 and parts[0] == "stats":
                with LOCK:
                    entry = dict(stats_entry(parts[1]))
                self.send_body(200, json.dumps(entry).encode(), "application/json")
            elif len(parts) == 1 and parts[0] == "totals":
                with LOCK:
                    totals = {
                        "requests": sum(entry["requests"] for entry in STATS.values()),
                        "names": sum(1 for entry in STATS.values() if entry["requests"] > 0),
                        "bytes": sum(entry["bytes"] for entry in STATS.values()),
                    }
                self.send_body(200, json.dumps(totals).encode(), "application/json")
            else:
                self.send_body(404, b"not found", "text/plain")
        except (BrokenPipeError, ConnectionResetError, socket.timeout):
            self.close_connection = True

    def serve_file(self, name, options):
        sidecar = os.path.join(DIRECTORY, os.path.basename(name) + ".options")
        if os.path.isfile(sidecar):
            with open(sidecar) as handle:
                extra = {k: v[0] for k, v in parse_qs(handle.read().strip()).items()}
            options = {**options, **extra}
            self.skew = float(options.get("skew", "0"))
        self.omits_date = options.get("nodate") == "1"
        count = record(name, "requests")
        if "auth" in options:
            expected = "Basic " + base64.b64encode(options["auth"].encode()).decode()
            if self.headers.get("Authorization") != expected:
                self.send_response(401)
                self.send_header("WWW-Authenticate", 'Basic realm="pictures"')
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", "13")
                self.end_headers()
                self.wfile.write(b"who are you?\n")
                self.wfile.flush()
                return
            record(name, "authorized")
        if options.get("reset") == "1":
            self.reset()
            return
        if "delay" in options:
            time.sleep(float(options["delay"]))
        if "hold" in options:
            release = os.path.join(DIRECTORY, options["hold"] + ".release")
            # Bounded only against a test that died without releasing it.
            deadline = time.time() + 900
            while not os.path.exists(release) and time.time() < deadline:
                time.sleep(0.01)
        if "status" in options:
            self.send_body(int(options["status"]), b"error page", "text/html")
            return
        if count <= int(options.get("fail", "0")):
            self.send_body(500, b"server error", "text/html")
            return
        path = os.path.join(DIRECTORY, os.path.basename(name))
        if not os.path.isfile(path):
            self.send_body(404, b"no such file", "text/plain")
            return
        with open(path, "rb") as handle:
            body = handle.read()
        ctype = options.get("ctype", "application/octet-stream")
        caching = self.caching_headers(path, body, options)
        if self.answer_not_modified(name, caching, options):
            return
        if options.get("gzip") == "1":
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Encoding", "gzip")
            compressed = gzip.compress(body)
            self.send_header("Content-Length", str(len(compressed)))
            self.end_headers()
            self.wfile.write(compressed)
            self.wfile.flush()
            record(name, "completed")
            return
        if "truncate" in options:
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(body[: int(options["truncate"])])
            self.wfile.flush()
            self.close_connection = True
            return
        if "clen" in options:
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", options["clen"])
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()
            self.close_connection = True
            return
        if "nolength" in options:
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Connection", "close")
            self.end_headers()
            try:
                for start in range(0, len(body), 4096):
                    self.wfile.write(body[start : start + 4096])
                    self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                record(name, "aborted")
            self.close_connection = True
            return
        if "trickle" in options:
            interval = float(options["trickle"])
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                for start in range(len(body)):
                    self.wfile.write(body[start : start + 1])
                    self.wfile.flush()
                    time.sleep(interval)
            except (BrokenPipeError, ConnectionResetError, OSError):
                record(name, "aborted")
                self.close_connection = True
                return
            record(name, "completed")
            return
        if "drip" in options:
            interval = float(options["drip"])
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                for start in range(0, len(body), 512):
                    self.wfile.write(body[start : start + 512])
                    self.wfile.flush()
                    time.sleep(interval)
            except (BrokenPipeError, ConnectionResetError):
                record(name, "aborted")
                self.close_connection = True
                return
            record(name, "completed")
            return
        self.send_body(200, body, ctype, caching)
        record(name, "completed")

    def caching_headers(self, path, body, options):
        """The caching header fields the options ask for, in order."""
        headers = []
        if "cc" in options:
            headers.append(("Cache-Control", options["cc"]))
        etag = options.get("etag")
        if etag == "content":
            headers.append(("ETag", '"%s"' % hashlib.sha1(body).hexdigest()[:16]))
        elif etag == "each":
            with LOCK:
                ETAG_COUNTER[0] += 1
                headers.append(("ETag", '"each-%d"' % ETAG_COUNTER[0]))
        elif etag:
            headers.append(("ETag", etag))
        if options.get("lm") == "1":
            modified = os.stat(path).st_mtime
            headers.append(("Last-Modified", email.utils.formatdate(modified, usegmt=True)))
        if "expires" in options:
            when = time.time() + self.skew + float(options["expires"])
            headers.append(("Expires", email.utils.formatdate(when, usegmt=True)))
        if "age" in options:
            headers.append(("Age", options["age"]))
        if "pragma" in options:
            headers.append(("Pragma", options["pragma"]))
        return headers

    def answer_not_modified(self, name, caching, options):
        """Answers 304 when the request's validators match (or always304); True if it did."""
        if_none_match = self.headers.get("If-None-Match")
        if_modified_since = self.headers.get("If-Modified-Since")
        if if_none_match is not None or if_modified_since is not None:
            record(name, "conditional")
            with LOCK:
                stats_entry(name)["ifNoneMatch"] = if_none_match or ""
        current = dict(caching)
        matches = False
        if if_none_match is not None:
            tags = [tag.strip() for tag in if_none_match.split(",")]
            etag = current.get("ETag")
            strip = lambda tag: tag[2:] if tag.startswith("W/") else tag
            matches = etag is not None and (
                "*" in tags or strip(etag) in [strip(tag) for tag in tags]
            )
        elif if_modified_since is not None and "Last-Modified" in current:
            try:
                since = email.utils.parsedate_to_datetime(if_modified_since)
                modified = email.utils.parsedate_to_datetime(current["Last-Modified"])
                matches = modified <= since
            except (TypeError, ValueError):
                matches = False
        lies = options.get("lie304") == "1" and (
            if_none_match is not None or if_modified_since is not None
        )
        if not matches and not lies and options.get("always304") != "1":
            return False
        self.send_response(304)
        for field, value in caching:
            if field == "ETag" and "etag304" in options:
                value = options["etag304"]
            self.send_header(field, value)
        if "clen304" in options:
            self.send_header("Content-Length", options["clen304"])
        self.end_headers()
        if "body304" in options:
            self.wfile.write(b"X" * int(options["body304"]))
        self.wfile.flush()
        record(name, "notModified")
        return True

    def send_body(self, status, body, ctype, headers=()):
        self.send_response(status)
        for field, value in headers:
            self.send_header(field, value)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()

    def redirect(self, target):
        self.send_response(302)
        self.send_header("Location", target)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def held(self, name, options):
        status = int(options.get("status", "200"))
        length = int(options.get("length", str(200 << 20)))
        stream = options.get("stream") == "1"
        self.send_response(302 if options.get("redirect") == "1" else status)
        if options.get("redirect") == "1":
            self.send_header("Location", f"/files/{name}")
        self.send_header("Content-Type", "text/html")
        if options.get("nolength") == "1":
            self.send_header("Connection", "close")
        else:
            self.send_header("Content-Length", str(length))
        self.end_headers()
        self.wfile.flush()
        add(name, "open", 1)
        chunk = b"x" * 65536
        sent = 0
        # A client that stops reading must not block the loop past the deadline.
        self.connection.settimeout(0.5)
        deadline = time.time() + float(options.get("hold", "120"))
        closed = False
        try:
            while time.time() < deadline:
                if stream and sent < length:
                    part = chunk[: min(len(chunk), length - sent)]
                    try:
                        self.wfile.write(part)
                        self.wfile.flush()
                    except socket.timeout:
                        pass
                    sent += len(part)
                # The client closing shows as end of file on the socket.
                readable, _, _ = select.select([self.connection], [], [], 0.01 if stream else 0.05)
                if readable and self.connection.recv(1024) == b"":
                    closed = True
                    break
        except OSError:
            closed = True
        add(name, "open", -1)
        if closed:
            record(name, "aborted")
        self.close_connection = True

    def bomb(self, name, options):
        inflated = int(options.get("inflated", str(1 << 30)))
        encoding = options.get("encoding", "gzip")
        body = compressed_zeros(inflated, encoding)
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
            self.wfile.flush()
            record(name, "completed")
        except (BrokenPipeError, ConnectionResetError):
            record(name, "aborted")
            self.close_connection = True

    def reset(self):
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.connection.close()
        self.close_connection = True

    def hang(self):
        self.connection.settimeout(0.2)
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                if self.connection.recv(1024) == b"":
                    break
            except socket.timeout:
                continue
            except OSError:
                break
        self.close_connection = True


BOMBS = {}


def compressed_zeros(size, encoding):
    """SIZE zero bytes, compressed as ENCODING names (gzip or deflate), made in 1 MB steps."""
    with LOCK:
        if (size, encoding) in BOMBS:
            return BOMBS[(size, encoding)]
    # gzip framing for gzip, zlib framing for deflate (what HTTP's deflate means).
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31 if encoding == "gzip" else 15)
    chunk = bytes(1 << 20)
    parts = []
    remaining = size
    while remaining > 0:
        parts.append(compressor.compress(chunk[: min(remaining, len(chunk))]))
        remaining -= len(chunk)
    parts.append(compressor.flush())
    body = b"".join(parts)
    with LOCK:
        BOMBS[(size, encoding)] = body
    return body


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 256


def main():
    # Whatever else the parent had open (other tests' connections, pipes) is not ours: a copy
    # held here would keep those connections open after the parent closed them.
    arguments = sys.argv[1:]
    tls = None
    if "--tls" in arguments:
        at = arguments.index("--tls")
        tls = (arguments[at + 1], arguments[at + 2])
        del arguments[at : at + 3]
    sys.argv[1:] = arguments
    keep = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    for fd in range(3, os.sysconf("SC_OPEN_MAX") if os.sysconf("SC_OPEN_MAX") < 65536 else 65536):
        if fd != keep:
            try:
                os.close(fd)
            except OSError:
                pass
    if len(sys.argv) > 2:
        server = Server(("127.0.0.1", 0), Handler, bind_and_activate=False)
        server.socket.close()
        server.socket = socket.socket(fileno=int(sys.argv[2]))
        server.server_address = server.socket.getsockname()
    else:
        server = Server(("127.0.0.1", 0), Handler)
    if tls is not None:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(tls[0], tls[1])
        server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(f"PORT {server.server_address[1]}", flush=True)
    # The parent holds our standard input open for as long as it lives.
    while sys.stdin.buffer.read(4096):
        pass
    os._exit(0)


if __name__ == "__main__":
    main()
