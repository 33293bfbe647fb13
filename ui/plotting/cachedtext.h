#pragma once

#include "ui/plotting/linebreak.h"
#include "ui/plotting/textmetrics.h"

#include <qcustomplot.h>

namespace pe::ui {

/// An axis whose label is drawn from cached lines (textmetrics) on pixel painters, at the place
/// QCustomPlot draws it (past the ticks and tick labels drawn just before it, rotated on
/// vertical axes), and whose label height for the layout is measured once per text. The label
/// is broken and elided where every axis label is (labelfit); vector painters (SVG, PDF) keep
/// QCustomPlot's own text drawing.
class CachedLabelAxis : public QCPAxis {
    Q_OBJECT
public:
    using QCPAxis::QCPAxis;

protected:
    void draw(QCPPainter* painter) override;
    int calculateMargin() override;
};

/// `text` with every line wider than `width` pixels in `font` elided at its end, and a line
/// elided to nothing but "…" left empty (the number of lines stays).
QString elideLines(const QString& text, const QFont& font, int width);

/// `text` with every line wider than `width` pixels in `font` broken where a line may break
/// (lineBreakPieces: at spaces, and between Chinese characters; a piece wider than that stays
/// whole on a line of its own); existing line breaks are kept. `widest`, when given, receives
/// the width of the widest line of the result. Widths come from textmetrics.
QString wrapLines(const QString& text, const QFont& font, int width, int* widest = nullptr);

/// A QCPTextElement drawn on pixel painters from cached lines (textmetrics), aligned as its text
/// flags ask; vector painters get QCustomPlot's own text. Its size hints measure the text once
/// per text and font (QCPTextElement measures it twice per layout, every replot).
class CachedTextElement : public QCPTextElement {
    Q_OBJECT
public:
    using QCPTextElement::QCPTextElement;

    /// Off by default. On, lines wider than the element (before its first layout: the plot's
    /// viewport) are broken at spaces, and the
    /// element asks for the width of a short line only (kWrapMinimumWidth) and for as many
    /// lines as the viewport's width needs: a long note no longer sets the minimum width of
    /// the whole figure. For an element that spans the plot's width.
    void setWrapToPlotWidth(bool wrap) { m_wrap = wrap; }
    bool wrapsToPlotWidth() const { return m_wrap; }
    /// What is drawn: text(), its lines broken when wrapping, or one line when folded.
    QString shownText() const;
    /// A wrapping text folded into one line ending in "…", or left out (no room at all), as a
    /// figure short of room shows its notes; FigureFit shows the whole text as a tooltip.
    enum class Fold { None, Line, Hidden };
    void setFold(Fold fold) { m_fold = fold; }
    Fold fold() const { return m_fold; }
    /// Whether less than the whole text shows.
    bool folded() const { return m_fold != Fold::None && shownText() != m_wrapped; }
    static constexpr int kWrapMinimumWidth = 360;

protected:
    void draw(QCPPainter* painter) override;
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

private:
    /// The shown text's own size (the minimum size hint without margins), from textmetrics.
    QSize textSize() const;

    bool m_wrap = false;
    mutable QString m_wrapSource, m_wrapped, m_folded;
    Fold m_fold = Fold::None;
    mutable int m_wrapWidth = -1;
    mutable int m_wrappedWidest = 0; ///< widest line of m_wrapped, measured while wrapping
    mutable QFont m_wrapFont;
};

/// A QCPAxisRect with the four axes of QCPAxisRect(plot, true) (top and right hidden), each a
/// CachedLabelAxis.
QCPAxisRect* cachedAxisRect(QCustomPlot* plot);

} // namespace pe::ui
