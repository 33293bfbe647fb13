#!/usr/bin/env python3
"""Readability numbers from tesseract word boxes (helper of scripts/measure-readability.sh).

  readability.py shot SHOT.tsv SHOT.json      one shot: words classified, written to SHOT.words.json
  readability.py report OUT-DIR REPORT.md     every shot under OUT-DIR: tables and failures
  readability.py steps LESSON.json LANG       per step: 1 if it opens on a question, and its last word

Which words count (the same rules for the menu and for the figure, so that the ratio compares
like with like):
  * OCR garbage is dropped: confidence below 60, and words of a single character (stray reads of
    markers, grid lines and tick marks; single-digit tick labels are lost with them, labels of two
    characters or more such as "10", "0.5" or "-1" stay).
  * A tesseract box spans the word's highest glyph to its lowest, so its height depends on the
    letters: "une" is x-height tall, "Menu" cap-height tall, "Help" cap-height plus a descender.
    Only words whose box is exactly the cap height are compared:
      - "Latin" class: at least one capital (not J, Q), digit or ascender letter (b d f h k l),
        and nothing that reaches below the baseline or above the cap height: no g j p q y J Q,
        no brackets, slashes, bars, commas, semicolons or underscores, no accented or non-ASCII
        letters. "Menu", "Edit", "10", "0.5" count; "une", "sin", "Help", "(t)", "Période" do not.
      - "CJK" class: two or more CJK ideographs and nothing else (a single ideograph such as
        "一" can be much shorter than the em; the tallest of two or more is close to it).
    Every other word is counted as "other" and left out of both sides.
  * Menus underline their mnemonic letters ("_File"), and tesseract's box takes the underline in
    (3 px at 150 %), which would make the menu look taller than the same font elsewhere. So every
    counted word's box is trimmed of an underline: ink rows at its bottom, at most a fifth of its
    height, below a row without ink (read from the pixels: ink is 60 grey levels from the box's
    median). A glyph never has such a gap at its bottom once descender words are left out.
  * The menu text is the menu bar row: the words on the line nearest the top of the window's
    client area (within 3 menu heights). Its height is the median of its words of each class.
    Chinese menus have no Latin-class word, so a Chinese shot's Latin words are compared with the
    English menu at the same screen, scale and mode (the interface font has one pixel size whatever
    the language); its CJK words with its own menu. In presentation mode the menu bar is hidden:
    the reference is the menu of the window shot taken in the same run just before F5.
  * Each figure word gets ratio = height / (menu height of its class); the shot's number is the
    5th percentile (linear, as numpy's) of those ratios over every counted word of the client area below
    the menu row (figure, parameters, lesson text and status bar: the whole window as shown, minus
    the menu and the window manager's frame). The pass mark is 0.85.
  * A lesson step's text is "seen to the last word" when its last word (of three letters or more;
    in Chinese its last two ideographs) is among the words read anywhere on the screen, any
    confidence, punctuation and spaces ignored. A miss can be an OCR miss: look at the shot.
  * The window fits when its frame (client plus _NET_FRAME_EXTENTS) lies within the screen.
"""
import csv
import glob
import json
import os
import statistics
import subprocess
import sys

MIN_CONF = 60
PASS_RATIO = 0.85
CAP_MARKS = set("ABCDEFGHIKLMNOPRSTUVWXYZ0123456789bdfhkl")
BELOW_OR_ABOVE = set("gjpqyJQ()[]{}|/\\,;_")
NEUTRAL = set("acemnorsuvwxzit.:+-=%'*<>~\u2212\u00d7\u00b7\u00b0\u2013")  # x-height or mid-line marks


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
    if any(c in BELOW_OR_ABOVE for c in text):
        return "other"
    if all(c in CAP_MARKS or c in NEUTRAL for c in text) and any(c in CAP_MARKS for c in text):
        return "latin"
    return "other"


def normalise(text):
    return "".join(c for c in text.lower() if c.isalnum())


def steps(lesson_path, lang):
    for step in json.load(open(lesson_path, encoding="utf-8"))["steps"]:
        text = step.get("text_" + lang, step["text"]) if lang != "en" else step["text"]
        if lang == "zh":
            last = "".join(c for c in text if is_cjk(c))[-2:]
        else:
            last = next((normalise(t) for t in reversed(text.split()) if len(normalise(t)) >= 3), "")
        print("1" if "question" in step else "0", last or "-")


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
            if len(text) == 1:
                dropped["single_char"] += 1
                continue
            words.append({"text": text, "x": int(row["left"]), "y": int(row["top"]), "w": int(row["width"]),
                          "h": int(row["height"]), "conf": float(row["conf"]),
                          "line": (row["block_num"], row["par_num"], row["line_num"]), "cls": word_class(text)})
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
    words, dropped, everything = read_words(tsv_path)
    cx, cy, cw, ch = meta["client"]
    client = [w for w in words if inside(w, cx, cy, cw, ch)]
    image = grey_image(meta["png"])
    for w in client:
        if w["cls"] != "other":
            trim_underline(w, image)
    menu, menu_bottom = [], cy
    if meta["mode"] == "window" and client:
        # The menu bar: the first text line of the client area (it starts at the client's top).
        band = [w for w in client if w["y"] < cy + 3 * max(12, statistics.median([v["h"] for v in client]))]
        if band:
            top = min(band, key=lambda w: w["y"])
            centre = top["y"] + top["h"] / 2
            menu = [w for w in band if abs(w["y"] + w["h"] / 2 - centre) <= max(top["h"], 8) * 0.6]
            menu_bottom = max(w["y"] + w["h"] for w in menu)
    figure = [w for w in client if w not in menu and w["y"] >= menu_bottom]
    result = dict(meta)
    if meta.get("last_word", "-") != "-":
        result["last_word_seen"] = meta["last_word"] in everything
    result.update({"dropped": dropped, "menu": menu, "figure": figure,
                   "menu_px": {k: median_of(menu, k) for k in ("latin", "cjk")}})
    json.dump(result, open(meta_path.replace(".json", ".words.json"), "w"), ensure_ascii=False)


def median_of(words, cls):
    hs = [w["h"] for w in words if w["cls"] == cls]
    return float(statistics.median(hs)) if hs else None


def fits(meta):
    sw, sh = meta["screen"]
    x, y, w, h = meta["frame"]
    return x >= 0 and y >= 0 and x + w <= sw and y + h <= sh


def evaluate(shots):
    """Adds ref, ratio and pass to every shot (the references are explained in the module comment)."""
    by_run = {}
    for s in shots:
        by_run.setdefault(s["run"], []).append(s)
    english = {}
    for s in shots:
        if s["mode"] == "window" and s["lang"] == "en" and s["menu_px"]["latin"]:
            english.setdefault((s["screen_name"], s["scale"]), []).append(s["menu_px"]["latin"])
    for s in shots:
        ref = dict(s["menu_px"])
        if s["mode"] == "present":
            refs = [r for r in by_run[s["run"]] if r["mode"] == "window"]
            ref = dict(refs[-1]["menu_px"]) if refs else {"latin": None, "cjk": None}
        if not ref["latin"]:
            en = english.get((s["screen_name"], s["scale"]))
            ref["latin"] = float(statistics.median(en)) if en else None
        s["ref"] = ref
        ratios, heights = [], []
        for w in s["figure"]:
            if w["cls"] in ("latin", "cjk") and ref.get(w["cls"]):
                ratios.append((w["h"] / ref[w["cls"]], w))
                if w["cls"] == "latin":
                    heights.append(w["h"])
        s["counted"] = len(ratios)
        s["p5_px"] = float(percentile(heights, 5)) if heights else None
        if ratios:
            s["ratio"] = float(percentile([r for r, _ in ratios], 5))
            s["smallest"] = [w["text"] + " (%dpx)" % w["h"] for r, w in sorted(ratios, key=lambda t: t[0])[:6]]
        else:
            s["ratio"], s["smallest"] = None, []
        s["fits"] = fits(s)
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
             "ratio = 5th percentile of (word height / menu word height of the same glyph class), cap-height words",
             "only; pass mark %.2f. menu px: Latin (cap-height) menu words, CJK menu words in Chinese. p5 px: 5th" % PASS_RATIO,
             "percentile of the Latin-class word heights. fits: the window frame lies within the screen.", ""]
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
        lines += ["## " + setup, "", "| shot | lang | menu px (Latin/CJK) | p5 px | ratio | words | fits | frame | last word | smallest words |",
                  "|---|---|---|---|---|---|---|---|---|---|"]
        for s in sorted((s for s in shots if s["setup"] == setup), key=lambda s: (s["lang"], s["name"])):
            menu = fmt(s["ref"]["latin"], "%.0f") + ("/" + fmt(s["ref"]["cjk"], "%.0f") if s["lang"] == "zh" else "")
            last = "–" if "last_word_seen" not in s else "yes" if s["last_word_seen"] else "**no** " + s["last_word"]
            lines.append("| %s | %s | %s | %s | %s | %d | %s | %s | %s | %s |" % (
                s["name"], s["lang"], menu, fmt(s["p5_px"]), fmt(s["ratio"], "%.2f"), s["counted"],
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
        sys.exit(__doc__.split("\n")[2] + "\n" + __doc__.split("\n")[3])
