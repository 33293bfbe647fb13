#pragma once

#include <QColor>
#include <QHash>
#include <QPixmap>
#include <QPointF>

class QCPPainter;
class QCPScatterStyle;
class QPen;

namespace pe::ui {

/// Antialiased dots drawn once per colour and size into small pixmaps, then blitted: many
/// small circles cost a copy each instead of two path rasterisations. Only for pixel
/// painters; vector exports (SVG, PDF) keep drawing real ellipses (see drawsPixels).
class DotSprites {
public:
    /// True when `painter` paints pixels (screen, PNG), false for SVG, PDF and printers.
    static bool drawsPixels(const QCPPainter* painter);

    /// Draws a dot of `diameter` pixels filled with `fill` and outlined with `edge` (`edgeWidth`
    /// pixels wide) centred on `centre`.
    void draw(QCPPainter* painter, const QPointF& centre, const QColor& fill, const QColor& edge, double diameter,
              double edgeWidth);

    /// Draws QCustomPlot's scatter marker `style` (any shape but ssPixmap and ssCustom), outlined
    /// with `pen` where the style has no pen of its own, centred on each of `centres`: one cached
    /// pixmap per style, blitted. Callers check drawsPixels() and an unscaled painter first.
    void drawScatters(QCPPainter* painter, const QVector<QPointF>& centres, const QCPScatterStyle& style,
                      const QPen& pen);

    /// One cache for every user that has no reason to keep its own (GUI thread only).
    static DotSprites& shared();

private:
    const QPixmap& sprite(const QColor& fill, const QColor& edge, double diameter, double edgeWidth, qreal dpr);

    struct Key {
        QRgb fill, edge;
        float diameter, edgeWidth, dpr;
        bool operator==(const Key& o) const
        {
            return fill == o.fill && edge == o.edge && diameter == o.diameter && edgeWidth == o.edgeWidth &&
                   dpr == o.dpr;
        }
        friend size_t qHash(const Key& k, size_t seed = 0)
        {
            return qHashMulti(seed, k.fill, k.edge, k.diameter, k.edgeWidth, k.dpr);
        }
    };
    QHash<Key, QPixmap> m_cache;

    struct StyleKey {
        int shape;
        float size, penWidth, dpr;
        QRgb penColour, brushColour;
        int brushStyle;
        bool operator==(const StyleKey& o) const
        {
            return shape == o.shape && size == o.size && penWidth == o.penWidth && dpr == o.dpr &&
                   penColour == o.penColour && brushColour == o.brushColour && brushStyle == o.brushStyle;
        }
        friend size_t qHash(const StyleKey& k, size_t seed = 0)
        {
            return qHashMulti(seed, k.shape, k.size, k.penWidth, k.dpr, k.penColour, k.brushColour, k.brushStyle);
        }
    };
    const QPixmap& styleSprite(const QCPScatterStyle& style, const QPen& pen, qreal dpr);
    /// Draws `sprite` centred on `centre`, on whole device pixels.
    static void blit(QCPPainter* painter, const QPointF& centre, const QPixmap& sprite, qreal dpr);
    QHash<StyleKey, QPixmap> m_styles;
};

} // namespace pe::ui
