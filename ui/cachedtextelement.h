#pragma once

#include <qcustomplot.h>

namespace pe::ui {

/// A QCPTextElement that measures and shapes its text once per change instead of on every
/// replot. QCustomPlot lays the whole plot out again on each replot, and QCPTextElement then
/// measures its text twice (QFontMetrics::boundingRect, full text shaping) and shapes it once
/// more to draw it: about a millisecond per frame for a title and a multi-line table. This
/// element keeps the size, and on raster painters draws a cached pixmap of the text; vector
/// painters (SVG, PDF) still get real text.
class CachedTextElement : public QCPTextElement {
    Q_OBJECT
public:
    CachedTextElement(QCustomPlot* plot, const QString& text, const QFont& font);

    /// Puts a CachedTextElement with the same text, font, colour, flags and margins in the
    /// layout cell of `element`, deletes `element` and returns the new one.
    static CachedTextElement* replace(QCPTextElement* element);

protected:
    void draw(QCPPainter* painter) override;
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

private:
    /// The text's size as QCPTextElement measures it, recomputed when text or font changed.
    QSize textSize() const;

    mutable QString m_measuredText;
    mutable QFont m_measuredFont;
    mutable QSize m_size;
    QPixmap m_pixmap;
    QString m_pixmapText;
    QFont m_pixmapFont;
    QColor m_pixmapColour;
    int m_pixmapFlags = 0;
};

} // namespace pe::ui
