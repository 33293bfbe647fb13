#pragma once

#include <qcustomplot.h>

#include <QPixmap>

namespace pe::ui {

/// A QCPTextElement that measures its text once per text and font, and on raster painters
/// draws it from a cached image.
///
/// QCPTextElement shapes its text three times per replot (minimum and maximum size hints,
/// then drawText); a multi-line note cost about a millisecond a frame. Vector painters (SVG,
/// PDF) and scaled painters (high-resolution PNG export) get QCPTextElement's own drawText.
class CachedTextElement : public QCPTextElement {
    Q_OBJECT
public:
    CachedTextElement(QCustomPlot* plot, const QString& text, const QFont& font);

protected:
    void draw(QCPPainter* painter) override;
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

private:
    QSize textSize() const;

    mutable QString m_sizeText;
    mutable QFont m_sizeFont;
    mutable QSize m_size;
    QPixmap m_image;
    QString m_imageText;
    QFont m_imageFont;
    QColor m_imageColor;
    int m_imageFlags = 0;
};

} // namespace pe::ui
