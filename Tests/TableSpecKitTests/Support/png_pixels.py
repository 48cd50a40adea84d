#!/usr/bin/env python3
"""png_pixels.py FILE.png: prints "WIDTH HEIGHT" on a line, then the pixels as raw RGB bytes, row by row.

The browser tests read screenshots with this: Python's zlib inflates the image data and the five PNG
row filters are undone here, so the tests need no image library. Only 8-bit RGB and RGBA images
without interlacing, which is what Chromium writes, are read; anything else exits with status 2.
"""
import struct
import sys
import zlib


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def decode(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(2)
    offset, chunks, header = 8, [], None
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        body = data[offset + 8:offset + 8 + length]
        offset += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace != 0:
        sys.stderr.write(f"unsupported PNG: depth {depth}, colour type {color}, interlace {interlace}\n")
        raise SystemExit(2)
    channels = 3 if color == 2 else 4
    stride = width * channels
    raw = zlib.decompress(b"".join(chunks))
    previous = bytearray(stride)
    rgb = bytearray()
    for y in range(height):
        start = y * (stride + 1)
        kind = raw[start]
        row = bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = row[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                row[i] = (row[i] + left) & 255
            elif kind == 2:
                row[i] = (row[i] + up) & 255
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 255
            elif kind == 4:
                row[i] = (row[i] + paeth(left, up, corner)) & 255
        previous = row
        if channels == 3:
            rgb += row
        else:
            for x in range(width):
                rgb += row[x * 4:x * 4 + 3]
    return width, height, bytes(rgb)


if __name__ == "__main__":
    with open(sys.argv[1], "rb") as f:
        w, h, pixels = decode(f.read())
    sys.stdout.buffer.write(f"{w} {h}\n".encode() + pixels)
