#!/usr/bin/env python3
"""Readability numbers from tesseract word boxes (helper of scripts/measure-readability.sh).

  readability.py shot SHOT.tsv SHOT.json      one shot: its words and menu row, written to SHOT.words.json
  readability.py report OUT-DIR REPORT.md     every shot under OUT-DIR: tables and failures
  readability.py steps LESSON.json LANG       per step: 1 if it opens on a question, and its last word

Which words count (the same rules for the menu and for the figure, so that the ratio compares
like with like):
  * OCR garbage is dropped: confidence below 60, and words of fewer than two letters or digits
    (stray reads of markers, grid lines and tick marks, and "4:" or "L=", whose box tesseract
    often draws around the punctuation alone; single-digit tick labels are lost with them, labels
    of two digits or more such as "10", "0.5" or "-1" stay).
  * A tesseract box spans the word's highest glyph to its lowest, so its height depends on the
    letters: "une" is x-height tall, "Menu" cap-height tall, "File" ascender-tall (in DejaVu Sans
    an ascender is 4 % above a capital), "Help" has a descender too. So each word gets the class of
    its glyphs, and is only compared with menu words of the same class:
      - "cap": a capital or a digit, no ascender letter: "Menu", "PE", "10", "0.5". The capitals
        C I K M O P S U V W X Z decide nothing (they may stand in the word but do not make it a
        "cap" word): OCR reads them for c l k m o p s u v w x z, and "cos" read "Cos" or "m_h"
        read "Mn" would look small.
      - "asc": an ascender letter (b d f h k l): "File", "Edit". ("i" decides nothing: tesseract
        takes its dot in or not, so "sin" or "is" is left out.)
      - "cjk": two or more CJK ideographs and nothing else (a single ideograph such as "一" can
        be much shorter than the em; the tallest of two or more is close to it). chi_sim sometimes
        draws a box far from its word ("什么" in a 5 x 5 px box beside normal text): a CJK word
        counts only if its box is 0.6 to 1.7 times as wide per ideograph as it is tall.
      - "other", left out on both sides: anything reaching below the baseline or above the
        ascender (g j p q y J Q, brackets, slashes, bars, commas, semicolons, underscores, accented
        or other non-ASCII letters), and words of x-height letters only ("une", "cos").
    A misread can still put a word in the wrong class ("ω_k" read "Wk" counts as a capital word
    and looks small): the report lists each shot's smallest words so that such reads show.
  * Menus underline their mnemonic letters ("_File"), and tesseract's box takes the underline in
    (3 px at 150 %), which would make the menu look taller than the same font elsewhere. So every
    word's box is trimmed of an underline: ink rows at its bottom, at most a fifth of its height,
    below a row without ink (read from the pixels: ink is 60 grey levels from the box's median).
    A glyph never has such a gap at its bottom once descender words are left out.
  * The menu text is the menu bar row: the words on the first text line of the window's client
    area. The reference of the "cap" and "asc" classes is the median of those words in the English
    window shots of the same screen and scale (the interface font has one pixel size whatever the
    language, and French menus have few usable words: OCR reads "Édition" as "Edition", accent
    included in the box); the "cjk" reference comes from the Chinese window shots' menus. In
    presentation mode the menu bar is hidden: a presentation run shoots the window before F5,
    and those shots count among the window shots for the reference. Each shot's own menu is in
    the table (menu px) for comparison.
  * Each word gets ratio = height / (reference of its class); the shot's number is the 5th
    percentile (linear, as numpy's) of those ratios over every counted word of the client area
    below the menu row (figure, parameters, lesson text and status bar: the whole window as shown,
    minus the menu and the window manager's frame). The pass mark is 0.85.
  * A lesson step's text is "seen to the last word" when its last word (of three letters or more;
    in Chinese its last two ideographs) is among the words read anywhere on the screen, any
    confidence, punctuation, spaces and accents ignored, one character apart at most from four
    characters on (OCR reads "l'heure" as "|'heure"). A miss can be an OCR miss: look at the shot.
  * The window fits when its frame (client plus _NET_FRAME_EXTENTS) lies within the screen.
  * Not measured here: whether anything scrolls (the screen-sweep test checks that). Blind spot:
    text that tesseract does not read is not counted, so the 5th percentile is an upper bound;
    tiny digits inside coloured cells (the binary view's table at 200 %) are not read even from a
    2x enlarged shot. Look at the shots, worst first.
"""
import csv
import glob
import json
import os
import re
import statistics
import subprocess
import sys
import unicodedata

MIN_CONF = 60
PASS_RATIO = 0.85
CAPS = set("ABDEFGHLNRTY0123456789%")
LOOKALIKES = set("CIKMOPSUVWXZ")  # capitals that OCR also reads for a small letter (c l k m o p s u v w x z)
ASCENDERS = set("bdfhkl")
XHEIGHT = set("acemnorsuvwxzti.:+-=*<>~\u2212\u00d7\u00b7\u2013")  # x-height letters (with "t", lower than a capital, and "i", whose box may take its dot in or not), mid-line marks
CLASSES = ("cap", "asc", "cjk")


def percentile(values, q):
    """numpy's default (linear) percentile, stdlib only."""
    v = sorted(values)
    pos = (len(v) - 1) * q / 100
    lo = int(pos)
    return v[lo] + (v[min(lo + 1, len(v) - 1)] - v[lo]) * (pos - lo)


def is_cjk(ch):
    return 0x4E00 <= ord(ch) <= 0x9FFF or 0x3400 <= ord(ch) <= 0x4DBF


def word_class(text):
    if len(text) >= 2 and all(is_cjk(c) for c in text):
        return "cjk"
    if not all(c in CAPS or c in LOOKALIKES or c in ASCENDERS or c in XHEIGHT for c in text):
        return "other"
    if any(c in ASCENDERS for c in text):
        return "asc"
    return "cap" if any(c in CAPS for c in text) else "other"


def long_enough(text):
    return sum(c.isalnum() for c in text) >= 2


def normalise(text):
    """Lower case, letters and digits only, accents dropped (OCR reads "près" as "prés")."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if c.isalnum())


def last_word_seen(last, tsv_path):
    """The last word among the words read, one character apart at most ("l'heure" read "|'heure")."""
    target = normalise(last)
    _, _, everything = read_words(tsv_path)
    if target in everything:
        return True
    n = len(target)
    return n >= 4 and any(sum(a != b for a, b in zip(target, everything[i:i + n])) <= 1
                          for i in range(len(everything) - n + 1))


def last_word(step, lang):
    text = step.get("text_" + lang, step["text"]) if lang != "en" else step["text"]
    if lang == "zh":  # the last two ideographs of the last run of two or more
        runs = re.findall("[\u3400-\u4dbf\u4e00-\u9fff]{2,}", text)
        return runs[-1][-2:] if runs else "-"
    return next((normalise(t) for t in reversed(re.split("[\\s'\u2019]+", text)) if len(normalise(t)) >= 3), "-")


def steps(lesson_path, lang):
    for step in json.load(open(lesson_path, encoding="utf-8"))["steps"]:
        print("1" if "question" in step else "0", last_word(step, lang))


def lesson_last_word(shot):
    """The last word of a lesson shot's step, from the lesson file (shot names: lesson-NAME-STEP)."""
    name, step = shot["name"][len("lesson-"):].rsplit("-", 1)
    files = glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "lessons",
                                   "*-%s.json" % name))
    if not files or not step.isdigit():
        return shot.get("last_word", "-")
    return last_word(json.load(open(files[0], encoding="utf-8"))["steps"][int(step) - 1], shot["lang"])


def read_words(tsv_path):
    """Word rows of a tesseract TSV, OCR garbage dropped (see the module comment), and all the text read."""
    words, dropped, everything = [], {"low_conf": 0, "single_char": 0}, []
    with open(tsv_path, encoding="utf-8", errors="replace") as f:
        for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            if row.get("level") != "5":
                continue
            text = (row.get("text") or "").strip()
            if not text:
                continue
            everything.append(normalise(text))
            if float(row["conf"]) < MIN_CONF:
                dropped["low_conf"] += 1
                continue
            if not long_enough(text):
                dropped["single_char"] += 1
                continue
            words.append({"text": text, "x": int(row["left"]), "y": int(row["top"]), "w": int(row["width"]),
                          "h": int(row["height"]), "conf": float(row["conf"]),
                          "line": (row["block_num"], row["par_num"], row["line_num"])})
    return words, dropped, "".join(everything)


def grey_image(png):
    """The shot as (width, height, bytes), one grey byte per pixel, through ImageMagick."""
    data = subprocess.run(["convert", png, "-colorspace", "Gray", "-depth", "8", "pgm:-"],
                          check=True, capture_output=True).stdout
    fields, pos = [], 0
    while len(fields) < 4:  # P5 width height maxval, separated by white space
        while data[pos:pos + 1].isspace():
            pos += 1
        start = pos
        while not data[pos:pos + 1].isspace():
            pos += 1
        fields.append(data[start:pos])
    return int(fields[1]), int(fields[2]), data[pos + 1:]


def trim_underline(word, image):
    """Drops a mnemonic underline from the bottom of a word's box (see the module comment)."""
    width, height, pixels = image
    x0, x1 = max(0, word["x"]), min(width, word["x"] + word["w"])
    y0, y1 = max(0, word["y"]), min(height, word["y"] + word["h"])
    if x1 - x0 < 2 or y1 - y0 < 5:
        return
    box = [pixels[y * width + x0:y * width + x1] for y in range(y0, y1)]
    background = statistics.median(v for row in box for v in row)
    ink = [sum(abs(v - background) > 60 for v in row) > 0 for row in box]
    bottom = len(ink)
    while bottom > 0 and ink[bottom - 1]:
        bottom -= 1
    line = len(ink) - bottom
    if 0 < line <= max(2, len(ink) // 5) and bottom > 0 and not ink[bottom - 1]:
        while bottom > 0 and not ink[bottom - 1]:
            bottom -= 1
        word["h"] = bottom
        word["underline"] = True


def inside(w, x, y, width, height):
    cx, cy = w["x"] + w["w"] / 2, w["y"] + w["h"] / 2
    return x <= cx < x + width and y <= cy < y + height


def shot(tsv_path, meta_path):
    meta = json.load(open(meta_path))
    words, dropped, _ = read_words(tsv_path)
    cx, cy, cw, ch = meta["client"]
    client = [w for w in words if inside(w, cx, cy, cw, ch)]
    image = grey_image(meta["png"])
    for w in client:
        trim_underline(w, image)
    menu, menu_bottom, framed = [], cy, []
    if meta["mode"] == "window" and client:
        # The menu bar: the first text line of the client area (it starts at the client's top).
        band = [w for w in client if w["y"] < cy + 3 * max(12, statistics.median([v["h"] for v in client]))]
        if band:
            # A box far taller than the words around it took in the window's frame ("File" read
            # 43 px tall beside 14 px words): neither a menu word nor a figure word.
            usual = statistics.median(w["h"] for w in band)
            framed = [w for w in band if w["h"] > 1.6 * usual]
            band = [w for w in band if w not in framed]
            top = min(band, key=lambda w: w["y"])
            centre = top["y"] + top["h"] / 2
            menu = [w for w in band if abs(w["y"] + w["h"] / 2 - centre) <= max(top["h"], 8) * 0.6]
            menu_bottom = max(w["y"] + w["h"] for w in menu)
    figure = [w for w in client if w not in menu and w not in framed and w["y"] >= menu_bottom]
    result = dict(meta)
    result.update({"dropped": dropped, "menu": menu, "figure": figure})
    json.dump(result, open(meta_path.replace(".json", ".words.json"), "w"), ensure_ascii=False)


def square_enough(word, cls):
    """A CJK box whose ideographs are not about square is a misplaced box (see the module comment)."""
    return cls != "cjk" or 0.6 <= word["w"] / len(word["text"]) / max(1, word["h"]) <= 1.7


def median_of(words, cls):
    hs = [w["h"] for w in words
          if long_enough(w["text"]) and word_class(w["text"]) == cls and square_enough(w, cls)]
    return float(statistics.median(hs)) if hs else None


def fits(meta):
    sw, sh = meta["screen"]
    x, y, w, h = meta["frame"]
    return x >= 0 and y >= 0 and x + w <= sw and y + h <= sh


def evaluate(shots):
    """Adds ref, ratio and failures to every shot (the references: see the module comment)."""
    menus = {}  # (screen, scale, lang, class) -> the menu medians of the window shots
    for s in shots:
        if s["mode"] == "window":
            for cls in CLASSES:
                m = median_of(s["menu"], cls)
                if m:
                    menus.setdefault((s["screen_name"], s["scale"], s["lang"], cls), []).append(m)
    by_run = {}
    for s in shots:
        by_run.setdefault(s["run"], []).append(s)
    for s in shots:
        key = (s["screen_name"], s["scale"])
        ref = {cls: menus.get(key + ("zh" if cls == "cjk" else "en", cls)) for cls in CLASSES}
        s["ref"] = {cls: float(statistics.median(v)) if v else None for cls, v in ref.items()}
        own = [r for r in by_run[s["run"]] if r["mode"] == "window"] if s["mode"] == "present" else [s]
        s["menu_px"] = {cls: median_of(own[-1]["menu"], cls) if own else None for cls in CLASSES}
        ratios, heights = [], []
        for w in s["figure"]:
            cls = word_class(w["text"])
            if cls != "other" and s["ref"][cls] and long_enough(w["text"]) and square_enough(w, cls):
                ratios.append((w["h"] / s["ref"][cls], w))
                if cls != "cjk":
                    heights.append(w["h"])
        s["counted"] = len(ratios)
        s["p5_px"] = float(percentile(heights, 5)) if heights else None
        if ratios:
            s["ratio"] = float(percentile([r for r, _ in ratios], 5))
            s["smallest"] = [w["text"] + " (%dpx)" % w["h"] for r, w in sorted(ratios, key=lambda t: t[0])[:6]]
        else:
            s["ratio"], s["smallest"] = None, []
        s["fits"] = fits(s)
        if s["name"].startswith("lesson-") and not s.get("reference_only"):
            s["last_word"] = lesson_last_word(s)
            if s["last_word"] != "-":
                s["last_word_seen"] = last_word_seen(s["last_word"], s["png"][:-4] + ".tsv")
        s["text_ok"] = s.get("last_word_seen", True)
        s["failures"] = [n for n, bad in (("ratio", s["ratio"] is None or s["ratio"] < PASS_RATIO),
                                          ("window", not s["fits"]), ("lesson text", not s["text_ok"])) if bad]
    return shots


def fmt(v, spec="%.1f"):
    return "–" if v is None else spec % v


def report(out_dir, md_path):
    # Sorted by path, a run's window reference comes before its presentation shots.
    shots = evaluate([json.load(open(p)) for p in sorted(glob.glob(os.path.join(out_dir, "*", "*.words.json")))])
    shots = [s for s in shots if not s.get("reference_only")]
    lines = ["# Readability measured on screenshots (issue 27, \"Done when\")", "",
             "Made by `scripts/measure-readability.sh`; the rules are in the comment of `scripts/readability.py`.",
             "ratio = 5th percentile of (word height / English or Chinese menu height of the same glyph class:",
             "capital, ascender or CJK words); pass mark %.2f. ref px: the set-up's menu references cap/asc(/cjk);" % PASS_RATIO,
             "menu px: the shot's own menu (in presentation mode: the window before F5). p5 px: 5th percentile of",
             "the Latin words' heights. fits: the window frame lies within the screen. last word: the lesson",
             "step's last word was read on screen.", ""]
    setups = sorted({s["setup"] for s in shots})
    total = len(shots)
    failing = [s for s in shots if s["failures"]]
    lines += ["## Summary", "", "| set-up | shots | ratio < %.2f | window off screen | lesson text not seen | worst ratio |" % PASS_RATIO,
              "|---|---|---|---|---|---|"]
    for setup in setups + ["all"]:
        group = [s for s in shots if setup == "all" or s["setup"] == setup]
        worst = min((s["ratio"] for s in group if s["ratio"] is not None), default=None)
        lines.append("| %s | %d | %d | %d | %d | %s |" % (
            setup, len(group), sum("ratio" in s["failures"] for s in group), sum(not s["fits"] for s in group),
            sum(not s["text_ok"] for s in group), fmt(worst, "%.2f")))
    lines += ["", "%d of %d shots fail at least one criterion." % (len(failing), total), ""]
    for setup in setups:
        lines += ["## " + setup, "", "| shot | lang | ref px | menu px | p5 px | ratio | words | fits | frame | last word | smallest words |",
                  "|---|---|---|---|---|---|---|---|---|---|---|"]
        for s in sorted((s for s in shots if s["setup"] == setup), key=lambda s: (s["lang"], s["name"])):
            classes = CLASSES if s["lang"] == "zh" else CLASSES[:2]
            ref = "/".join(fmt(s["ref"][c], "%.0f") for c in classes)
            menu = "/".join(fmt(s["menu_px"][c], "%.0f") for c in classes)
            last = "–" if "last_word_seen" not in s else "yes" if s["last_word_seen"] else "**no** " + s["last_word"]
            lines.append("| %s | %s | %s | %s | %s | %s | %d | %s | %s | %s | %s |" % (
                s["name"], s["lang"], ref, menu, fmt(s["p5_px"]), fmt(s["ratio"], "%.2f"), s["counted"],
                "yes" if s["fits"] else "**no**", "%d,%d %dx%d" % tuple(s["frame"]), last,
                ", ".join(s["smallest"][:4]).replace("|", "\\|")))
        lines.append("")
    lines += ["## Every failing shot, worst ratio first", "",
              "| ratio | fails | set-up | lang | shot | smallest words |", "|---|---|---|---|---|---|"]
    for s in sorted(failing, key=lambda s: (s["ratio"] if s["ratio"] is not None else -1)):
        lines.append("| %s | %s | %s | %s | %s | %s |" % (fmt(s["ratio"], "%.2f"), ", ".join(s["failures"]), s["setup"],
                                                  s["lang"], s["png"], ", ".join(s["smallest"][:4]).replace("|", "\\|")))
    open(md_path, "w").write("\n".join(lines) + "\n")
    print("%d shots, %d failing; written to %s" % (total, len(failing), md_path))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "shot":
        shot(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "steps":
        steps(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "report":
        report(sys.argv[2], sys.argv[3])
    else:
        sys.exit("\n".join(__doc__.split("\n")[2:5]))
