"""PNG in and out for the screenshot comparisons, in the standard library: decode the 8-bit
PNGs that browsers and `carousel render` write, encode difference images, cut a rectangle
out of a screenshot.
"""

import zlib


def decode_png(data):
    """(width, height, RGBA bytes) of an 8-bit, non-interlaced grey, RGB or RGBA PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position = 8
    compressed = b""
    width = height = color_type = 0
    while position < len(data):
        length = int.from_bytes(data[position : position + 4], "big")
        kind = data[position + 4 : position + 8]
        body = data[position + 8 : position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width = int.from_bytes(body[0:4], "big")
            height = int.from_bytes(body[4:8], "big")
            depth, color_type, interlace = body[8], body[9], body[12]
            if depth != 8 or interlace != 0 or color_type not in (0, 2, 4, 6):
                raise ValueError("only 8-bit non-interlaced grey, RGB and RGBA PNGs")
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[color_type]
    raw = zlib.decompress(compressed)
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    offset = 0
    for _ in range(height):
        kind = raw[offset]
        row = bytearray(raw[offset + 1 : offset + 1 + stride])
        offset += 1 + stride
        if kind == 1:
            for i in range(channels, stride):
                row[i] = (row[i] + row[i - channels]) & 255
        elif kind == 2:
            for i in range(stride):
                row[i] = (row[i] + previous[i]) & 255
        elif kind == 3:
            for i in range(stride):
                left = row[i - channels] if i >= channels else 0
                row[i] = (row[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = row[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                row[i] = (row[i] + predictor) & 255
        rows.append(bytes(row))
        previous = row
    pixels = bytearray()
    for row in rows:
        if channels == 4:
            pixels += row
        elif channels == 3:
            for i in range(0, stride, 3):
                pixels += row[i : i + 3] + b"\xff"
        elif channels == 2:
            for i in range(0, stride, 2):
                pixels += bytes((row[i], row[i], row[i], row[i + 1]))
        else:
            for value in row:
                pixels += bytes((value, value, value, 255))
    return width, height, bytes(pixels)


def encode_png(width, height, rgba):
    """An RGBA PNG (for difference images)."""
    raw = b"".join(
        b"\x00" + rgba[y * width * 4 : (y + 1) * width * 4] for y in range(height)
    )

    def chunk(kind, body):
        return (
            len(body).to_bytes(4, "big")
            + kind
            + body
            + zlib.crc32(kind + body).to_bytes(4, "big")
        )

    header = width.to_bytes(4, "big") + height.to_bytes(4, "big") + bytes((8, 6, 0, 0, 0))
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def crop_png(data, x, y, width, height):
    """The rectangle (`x`, `y`, `width`, `height`, in pixels) of a PNG, as a PNG."""
    full_width, full_height, rgba = decode_png(data)
    if x < 0 or y < 0 or x + width > full_width or y + height > full_height:
        raise ValueError(
            f"{width}x{height} at {x},{y} is not inside the {full_width}x{full_height} picture")
    rows = (rgba[(y + row) * full_width * 4 + x * 4:(y + row) * full_width * 4 + (x + width) * 4]
            for row in range(height))
    return encode_png(width, height, b"".join(rows))
