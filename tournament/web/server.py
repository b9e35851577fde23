"""`LiveServer`: the live page's web server (uvicorn) on a thread of its own, so that the desk
app (or the `serve` command) starts it, goes on with its work, and stops it.

    server = LiveServer(create_app(source), host="0.0.0.0", port=8080)
    server.start()          # returns once it listens (OSError if it cannot)
    server.urls             # ["http://192.168.1.20:8080/", ...] for people and the QR code
    server.stop()

uvicorn is told to leave the process's logging and signal handlers alone (the GUI owns
them); its messages go to the "uvicorn" loggers.

Proxy headers (`X-Forwarded-For`) are trusted from no one unless `forwarded_allow_ips` names
who may send them (a reverse proxy in front of this server): uvicorn's own default trusts
them from this computer, so a phone's address (what the table entry's wrong-code limit
counts) would be whatever a request from this computer says it is.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
from typing import Any

import uvicorn


class LiveServer:
    def __init__(self, app: Any, host: str = "127.0.0.1", port: int = 8080, *,
                 forwarded_allow_ips: str = ""):
        """`forwarded_allow_ips`: the addresses (or networks, comma-separated, as uvicorn
        takes them; "*": everyone) whose X-Forwarded-For is believed; "": nobody's."""
        self.app = app
        self.host = host
        self.forwarded_allow_ips = forwarded_allow_ips
        self.requested_port = port  # 0: any free port (see `port` once started)
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    def start(self, timeout: float = 10.0) -> None:
        """Listen; return once the server accepts connections. Raises OSError when it cannot
        (the port is taken, the address is not this computer's)."""
        if self.running:
            return
        config = uvicorn.Config(
            self.app, host=self.host, port=self.requested_port, log_config=None,
            access_log=False, server_header=False, lifespan="on",
            proxy_headers=bool(self.forwarded_allow_ips),
            forwarded_allow_ips=self.forwarded_allow_ips,
            # Open event streams end when the app is told to stop; this is the backstop.
            timeout_graceful_shutdown=2)
        server = uvicorn.Server(config)
        self._server = server

        def run() -> None:
            try:
                server.run()
            except BaseException:  # noqa: BLE001 - uvicorn exits when it cannot bind
                return  # the thread has ended: `start` raises OSError

        self._thread = threading.Thread(target=run, name="live-page", daemon=True)
        self._thread.start()
        while not server.started:
            self._thread.join(0.02)
            timeout -= 0.02
            if not self._thread.is_alive() or timeout <= 0:
                self.stop()
                raise OSError(f"the live page cannot listen on {self.host} port "
                              f"{self.requested_port} (is the port taken by another "
                              f"program? try another one)")

    def stop(self, timeout: float = 5.0) -> None:
        """Stop serving (open pages keep what they show and reconnect when it is back)."""
        server, thread = self._server, self._thread
        if server is None or thread is None:
            return
        live = getattr(getattr(self.app, "state", None), "live", None)
        if live is not None:
            live.stopping.set()
        server.should_exit = True
        thread.join(timeout)
        self._server = self._thread = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def port(self) -> int:
        """The port it listens on (the one chosen when asked for port 0)."""
        if self._server is not None and self._server.servers:
            for s in self._server.servers:
                for sock in s.sockets:
                    return int(sock.getsockname()[1])
        return self.requested_port

    @property
    def urls(self) -> list[str]:
        """The addresses to open: this computer's addresses on the network when it listens
        on all of them (0.0.0.0 or ::), else the one it listens on."""
        hosts = lan_addresses() if self.host in ("0.0.0.0", "::", "") else [self.host]
        return [url(h, self.port) for h in hosts or ["127.0.0.1"]]


def forwarded_allow_ips_problem(text: str) -> str | None:
    """What is wrong with a `forwarded_allow_ips` value (None: nothing): comma-separated IP
    addresses and networks, or "*" alone. uvicorn would take any other word as a name to
    compare with the connection's address, which silently never matches."""
    items = [item.strip() for item in text.split(",")]
    if items == ["*"]:
        return None
    for item in items:
        try:
            if "/" in item:
                ipaddress.ip_network(item)
            else:
                ipaddress.ip_address(item)
        except ValueError:
            return (f"{item!r} is no IP address or network (e.g. 127.0.0.1, 10.0.0.0/8, "
                    f"or * for every address)")
    return None


def url(host: str, port: int) -> str:
    if ":" in host:  # IPv6
        host = f"[{host}]"
    return f"http://{host}:{port}/"


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses that phones on the same network can reach: private
    ones first (the venue's Wi-Fi), no loopback, no link-local."""
    found: list[str] = []
    try:
        import psutil

        for addresses in psutil.net_if_addrs().values():
            found += [a.address for a in addresses if a.family == socket.AF_INET]
    except (ImportError, OSError):
        pass
    try:
        found += [str(info[4][0]) for info in
                  socket.getaddrinfo(socket.gethostname(), None, family=socket.AF_INET)]
    except OSError:
        pass
    out: list[str] = []
    for text in found:
        try:
            address = ipaddress.IPv4Address(text)
        except ValueError:
            continue
        if address.is_loopback or address.is_link_local or address.is_unspecified:
            continue
        if text not in out:
            out.append(text)
    return sorted(out, key=lambda a: (not ipaddress.IPv4Address(a).is_private, a))
