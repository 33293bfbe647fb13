#pragma once

#include "ui/plotting/linebreak.h"
#include "ui/plotting/statictextcache.h"

#include <qcustomplot.h>

#include <QHash>
#include <QStaticText>

namespace pe::ui {

/// Centred lines of text drawn from cached QStaticText: a line shown before (a label that
/// keeps its wording while a number beside it changes) is laid out once, not on every frame as
/// QPainter::drawText(rect, flags, text) does. Pixel painters only: vector exports (SVG, PDF)
/// keep QCustomPlot's own text drawing.
class CachedTextLines {
public:
    /// True when the cache draws for `painter` (screen, PNG), false for SVG, PDF and printers.
    static bool applies(const QCPPainter* painter);

    /// Draws `text` (lines split at '\n') centred horizontally in [left, left + width], the first
    /// line's top at `top`, one QFontMetrics::height() per line as QPainter::drawText does
    /// (more for a line of East Asian text, see height()).
    void draw(QCPPainter* painter, double left, double width, double top, const QString& text, const QFont& font);
    /// The same with every line starting at `left` (QPainter::drawText's Qt::AlignLeft).
    void drawLeft(QCPPainter* painter, double left, double top, const QString& text, const QFont& font);

    /// Width of the widest line.
    double width(const QString& text, const QFont& font);

    /// Height of the lines as draw() stacks them: QFontMetrics::height() per line, or the
    /// line's own height when East Asian glyphs (a taller fallback font) make it taller.
    int height(const QString& text, const QFont& font);

private:
    const QStaticText& line(const QString& text, const QFont& font);
    int lineHeight(const QString& line, const QFont& font);

    StaticTextCache m_lines{2048}; // a few frames' worth of changing numbers, a full counting table
};

/// An axis whose label is drawn by CachedTextLines on pixel painters, at the place QCustomPlot
/// draws it (past the ticks and tick labels drawn just before it, rotated on vertical axes),
/// and whose label height for the layout is measured once per text.
class CachedLabelAxis : public QCPAxis {
    Q_OBJECT
public:
    CachedLabelAxis(QCPAxisRect* rect, AxisType type);

    /// Off by default. On (top and bottom axes), every line of the label wider than the axis
    /// rect's outer width is elided at its end ("…"), a line with no room for a character left
    /// out: labels of neighbouring small cells (clock dials) never run into each other. Text is
    /// never drawn smaller (the text floor): a long label breaks into lines first (wrap).
    void setFitToWidth(bool fit) { m_fit = fit; }
    /// Off by default. On (top and bottom axes), lines wider than the axis rect's outer width
    /// are broken at spaces (wrapLines), and the margin grows by the lines this adds; a title
    /// over a narrow panel no longer runs into the next panel's. Lines still too wide are then
    /// elided when setFitToWidth is on.
    void setWrapToWidth(bool wrap) { m_wrap = wrap; }
    /// Whether the axis fits its label to its width itself (fit or wrap on).
    bool fitsItself() const { return m_fit || m_wrap; }
    /// The label as drawn at the axis rect's present size.
    QString shownLabel() const;
    int labelRoom() const; ///< the width a horizontal label has, centred on the axis

protected:
    void draw(QCPPainter* painter) override;
    int calculateMargin() override;

private:
    void drawFitted(QCPPainter* painter);
    /// Height of the label's bounding rectangle, as QCustomPlot measures it.
    int labelHeight(const QString& label);

    CachedTextLines m_text;
    QHash<QString, int> m_heights;
    QFont m_heightFont;
    bool m_fit = false;
    bool m_wrap = false;
    QString m_wrapped; ///< the label as broken when the margin was last computed
};

/// `text` with every line wider than `width` pixels in `font` elided at its end, and a line
/// elided to nothing but "…" left empty (the number of lines stays).
QString elideLines(const QString& text, const QFont& font, int width);

/// `text` with every line wider than `width` pixels in `font` broken where a line may break
/// (lineBreakPieces: at spaces, and between Chinese characters; a piece wider than that stays
/// whole on a line of its own); existing line breaks are kept. `widest`, when given, receives
/// the width of the widest line of the result. Widths come from textmetrics.
QString wrapLines(const QString& text, const QFont& font, int width, int* widest = nullptr);

/// A QCPTextElement drawn on pixel painters by CachedTextLines (centred lines) or from a cached
/// pixmap of its text (other alignments); vector painters get QCustomPlot's own text.
/// Its size hints measure the text once per text and font (QCPTextElement measures it twice
/// per layout, every replot).
class CachedTextElement : public QCPTextElement {
    Q_OBJECT
public:
    CachedTextElement(QCustomPlot* plot, const QString& text, const QFont& font);

    /// Off by default. On, lines wider than the element (before its first layout: the plot's
    /// viewport) are broken at spaces, and the
    /// element asks for the width of a short line only (kWrapMinimumWidth) and for as many
    /// lines as the viewport's width needs: a long note no longer sets the minimum width of
    /// the whole figure. For an element that spans the plot's width.
    void setWrapToPlotWidth(bool wrap);
    bool wrapsToPlotWidth() const { return m_wrap; }
    /// What is drawn: text(), its lines broken when wrapping, or one line when folded.
    QString shownText() const;
    /// A wrapping text folded into one line ending in "…", or left out (no room at all), as a
    /// figure short of room shows its notes; FigureFit shows the whole text as a tooltip.
    enum class Fold { None, Line, Hidden };
    void setFold(Fold fold);
    Fold fold() const { return m_fold; }
    /// Whether less than the whole text shows.
    bool folded() const { return m_fold != Fold::None && shownText() != m_wrapped; }
    static constexpr int kWrapMinimumWidth = 360;

    /// Puts a CachedTextElement with the same text, font, colour, flags, margins, layer (and
    /// wrapping, from a CachedTextElement) in
    /// the layout cell of `element`, deletes `element` and returns the new one.
    static CachedTextElement* replace(QCPTextElement* element);

protected:
    void draw(QCPPainter* painter) override;
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

private:
    /// The text's own size (the minimum size hint without margins).
    QSize textSize() const;

    /// Draws the text from a cached pixmap of it (texts that are not centred lines).
    void drawPixmap(QCPPainter* painter);

    CachedTextLines m_text;
    QPixmap m_pixmap;
    QString m_pixmapText;
    QFont m_pixmapFont;
    QColor m_pixmapColour;
    int m_pixmapFlags = 0;
    struct Hints {
        QSize minimum, maximum;
        QSize text; ///< the shown text's own size
    };
    bool m_wrap = false;
    mutable QString m_wrapSource, m_wrapped, m_folded;
    Fold m_fold = Fold::None;
    mutable int m_wrapWidth = -1;
    mutable int m_wrappedWidest = 0; ///< widest line of m_wrapped, measured while wrapping
    mutable QFont m_wrapFont;
    mutable QHash<int, int> m_linesHeight; ///< text height per number of lines, in m_wrapFont
    /// QCPTextElement's size hints for shownText(), measured once per text.
    const Hints& hints() const;
    mutable QHash<QString, Hints> m_hints;
    mutable QFont m_hintFont;
    mutable QMargins m_hintMargins;
};

/// A QCPAxisRect with the four axes of QCPAxisRect(plot, true) (top and right hidden), each a
/// CachedLabelAxis.
QCPAxisRect* cachedAxisRect(QCustomPlot* plot);

/// plotstyle::addTitle with a CachedTextElement: the same font and place.
CachedTextElement* cachedTitle(QCustomPlot* plot);

} // namespace pe::ui
