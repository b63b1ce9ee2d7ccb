"""Checks the HTML report in a real browser (headless Chromium), as Tests/Browser/run.sh drives it.

    check.py dom PAGE.html INSPECT.json DUMPED.html VIEW
        the page, loaded with #select=VIEW, lists exactly the constraints that mention VIEW
        (UISV identifiers first, otherwise in the order of `inspect --format json`), and names VIEW.
    check.py screenshot PAGE.html SELECTED.png UNSELECTED.png VIEW
        both screenshots decode; the unselected one has no highlight colour (#ff00ff); in the
        selected one the highlight's outline is as large as VIEW's frame in the picture.
"""
import html
import json
import re
import struct
import sys
import zlib


def fail(message):
    print("browser test: FAIL: " + message)
    sys.exit(1)


def check_dom(page_path, inspect_path, dumped_path, view):
    constraints = json.load(open(inspect_path))["constraints"]

    def item(reference):
        return reference.rsplit(".", 1)[0] if reference else None

    mentioning = [c for c in constraints if view in (item(c["first"]), item(c["second"]))]
    expected = [c["text"] for c in mentioning if (c["identifier"] or "").startswith("UISV-")]
    expected += [c["text"] for c in mentioning if not (c["identifier"] or "").startswith("UISV-")]
    dumped = open(dumped_path).read()
    match = re.search(r'<ul id="mentions"[^>]*>(.*?)</ul>', dumped, re.S)
    if not match:
        fail("no list of mentions in the dumped DOM")
    shown = [html.unescape(text) for text in re.findall(r"<li[^>]*>(.*?)</li>", match.group(1), re.S)]
    if shown != expected:
        fail("the constraints shown for %s are %r, expected %r" % (view, shown, expected))
    name = re.search(r'<h2 id="selected-name">(.*?)</h2>', dumped, re.S)
    if not name or html.unescape(name.group(1)) != view:
        fail("the panel does not name %s" % view)
    if not expected:
        fail("%s is mentioned by no constraint: pick a view that is" % view)
    print("browser test: the page lists the %d constraints that mention %s" % (len(shown), view))


def decode_png(path):
    """The width, height and RGB rows of an 8-bit RGB or RGBA, non-interlaced PNG."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(path + " is not a PNG")
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        fail("%s: unsupported PNG (depth %d, colour type %d)" % (path, depth, color))
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def highlight_pixels(rows):
    return [(x, y) for y, row in enumerate(rows) for x, (r, g, b) in enumerate(row) if r > 235 and g < 40 and b > 235]


def check_screenshot(page_path, selected_path, unselected_path, view):
    page = open(page_path).read()
    # The page's style draws the picture at a fixed width: its viewBox scaled to that.
    shown_width = float(re.search(r"#picture svg\{width:([\d.]+)px", page).group(1))
    view_box_width = float(re.search(r'<svg [^>]*viewBox="[-\d.]+ [-\d.]+ ([\d.]+)', page).group(1))
    scale = shown_width / view_box_width
    frame = re.search(r'<rect class="view" data-item="%s" x="[-\d.]+" y="[-\d.]+" width="([\d.]+)" height="([\d.]+)"' % re.escape(view), page)
    width, height = float(frame.group(1)), float(frame.group(2))
    _, _, plain = decode_png(unselected_path)
    if len(set(plain[len(plain) // 4][:200])) < 2:
        fail("the unselected screenshot is blank")
    if highlight_pixels(plain):
        fail("the unselected screenshot already shows the highlight colour")
    image_width, image_height, rows = decode_png(selected_path)
    pixels = highlight_pixels(rows)
    if not pixels:
        fail("the selected screenshot shows no highlight")
    xs, ys = [p[0] for p in pixels], [p[1] for p in pixels]
    shown = (max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    # The outline is 3 points wide, centred on the frame's edges: the frame plus 3, scaled.
    wanted = ((width + 3) * scale, (height + 3) * scale)
    if abs(shown[0] - wanted[0]) > 3 or abs(shown[1] - wanted[1]) > 3:
        fail("the highlight is %r pixels, expected about %r for %s" % (shown, wanted, view))
    print("browser test: %s is highlighted, %dx%d pixels in a %dx%d screenshot" % (view, shown[0], shown[1], image_width, image_height))


if __name__ == "__main__":
    if len(sys.argv) != 6 or sys.argv[1] not in ("dom", "screenshot"):
        print(__doc__)
        sys.exit(2)
    (check_dom if sys.argv[1] == "dom" else check_screenshot)(*sys.argv[2:])
