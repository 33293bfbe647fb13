#!/usr/bin/env bash
# Counts the lines of the layout mechanism (issue: "at most 1,500 lines"): the files the issue
# names (text caches, label fitting, legends, reflow, text metrics, tick spacing, screen fitting,
# text size, stable labels) and the one layout pass that replaced its other parts (FigurePlot,
# figurepages, FigureFit, PanelView, PageState). Prints each file's count and the total.
set -euo pipefail
cd "$(dirname "$0")/.."
files=(
    ui/plotting/cachedtext.{h,cpp} ui/plotting/textmetrics.{h,cpp}
    ui/plotting/cachedlegenditem.{h,cpp} ui/plotting/labelfit.{h,cpp} ui/plotting/legendwrap.{h,cpp}
    ui/plotting/reflow.{h,cpp} ui/plotting/tickspacing.{h,cpp} ui/plotting/figureplot.{h,cpp}
    ui/plotting/figurepages.{h,cpp} ui/plotting/panelview.h ui/framework/pagestate.h
    ui/shell/figurefit.{h,cpp} ui/shell/screenfit.{h,cpp} ui/shell/textsize.{h,cpp}
    ui/widgets/stablelabel.{h,cpp}
)
wc -l "${files[@]}" | sort -n
