"""Makes Web/Tests/clip.webm, the video slide of the browser tests (test_video.py) and of the
plain example page: 2 s of 96 x 32 frames at 10 per second, a white bar sweeping across a
blue ground with the frame's number drawn as a row of squares, encoded as VP9 in WebM by
libvpx's `vpxenc` (Debian: apt-get install vpx-tools) from a Y4M written here.

    python3 Web/Tests/make_test_video.py [OUT.webm] [--seconds S] [--poster OUT.png]

The file is committed (a few KB), and a copy with its first frame as a poster in the plain
example page (Web/Examples/plain); run this again only to change them.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH, HEIGHT, RATE = 96, 32, 10


def frame(index, count):
    """One frame in I420: the Y plane, then U and V at half size."""
    luma = bytearray([60] * (WIDTH * HEIGHT))
    bar = index * (WIDTH - 8) // max(1, count - 1)
    for y in range(HEIGHT):
        for x in range(bar, bar + 8):
            luma[y * WIDTH + x] = 235
    # The frame's number, in binary, as squares along the bottom.
    for bit in range(6):
        if index >> bit & 1:
            for y in range(HEIGHT - 6, HEIGHT - 2):
                for x in range(2 + bit * 6, 6 + bit * 6):
                    luma[y * WIDTH + x] = 200
    chroma = (WIDTH // 2) * (HEIGHT // 2)
    return bytes(luma) + bytes([170] * chroma) + bytes([110] * chroma)


def write_poster(path):
    """The first frame as a PNG (BT.601 from the frame's Y'CbCr)."""
    from png import encode_png  # noqa: PLC0415

    luma = frame(0, 2)[:WIDTH * HEIGHT]
    rgba = bytearray()
    for y in luma:
        red = y + 1.402 * (110 - 128)
        green = y - 0.344 * (170 - 128) - 0.714 * (110 - 128)
        blue = y + 1.772 * (170 - 128)
        rgba += bytes(max(0, min(255, round(value))) for value in (red, green, blue)) + b"\xff"
    with open(path, "wb") as file:
        file.write(encode_png(WIDTH, HEIGHT, bytes(rgba)))


def write_y4m(path, seconds):
    count = round(seconds * RATE)
    with open(path, "wb") as file:
        file.write(f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F{RATE}:1 Ip A1:1 C420jpeg\n".encode())
        for index in range(count):
            file.write(b"FRAME\n" + frame(index, count))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out", nargs="?", default=os.path.join(HERE, "clip.webm"))
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--poster", help="also write the first frame as a PNG here")
    options = parser.parse_args()
    encoder = shutil.which("vpxenc")
    if encoder is None:
        sys.exit("make_test_video: no vpxenc (apt-get install vpx-tools)")
    with tempfile.TemporaryDirectory() as directory:
        source = os.path.join(directory, "clip.y4m")
        write_y4m(source, options.seconds)
        subprocess.run(
            [encoder, "--codec=vp9", "--webm", "--good", "--cpu-used=4", "--end-usage=q",
             "--cq-level=40", "--kf-max-dist=999", "--threads=1", "--quiet",
             "-o", options.out, source],
            check=True)
    print(f"make_test_video: wrote {options.out} ({os.path.getsize(options.out)} bytes)")
    if options.poster:
        sys.path.insert(0, HERE)
        write_poster(options.poster)
        print(f"make_test_video: wrote {options.poster} ({os.path.getsize(options.poster)} bytes)")


if __name__ == "__main__":
    main()
