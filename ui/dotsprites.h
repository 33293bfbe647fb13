#pragma once

#include <QColor>
#include <QHash>
#include <QPixmap>

class QCPPainter;

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
};

} // namespace pe::ui
