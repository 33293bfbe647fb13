#pragma once

#include "ui/framework/exporter.h"

#include <qcustomplot.h>

#include <memory>

namespace pe::ui {

/// A colour map's cells and their image, made on a view's worker thread and handed to a
/// FastColorMap once on the GUI thread (FastColorMap::show). Frames hold one per map.
struct PreparedColorMap {
    /// Colours `data` with `gradient` over `range` (the map's own settings) on the calling thread.
    static std::shared_ptr<PreparedColorMap> make(std::unique_ptr<QCPColorMapData> data,
                                                  const QCPColorGradient& gradient, const QCPRange& range,
                                                  bool interpolate = false);

    std::unique_ptr<QCPColorMapData> data; ///< moved into the map by show()
    QImage image;
    QCPColorGradient gradient;
    QCPRange range;
};

/// A QCPColorMap whose data and image can be prepared off the GUI thread.
///
/// QCPColorMap colours every cell on the GUI thread when it next draws after a data change
/// (about 2.3 ns a cell, 2 ms for a 1100 x 700 viewport), and QCPColorMapData::setCell costs
/// about 10 ns a cell. A view's job instead fills the cells directly (fillCells) and colours
/// them (colorize) on its worker thread; applyResult() hands both over with setPrepared().
/// The prepared image is used only while data, gradient and data range are the ones it was
/// made for; otherwise QCustomPlot colours the data itself, as usual.
class FastColorMap : public QCPColorMap {
public:
    using QCPColorMap::QCPColorMap;

    /// The cells of `data`, key index fastest (keySize() * valueSize() values).
    static double* cells(QCPColorMapData* data);

    /// The image QCPColorMap would draw for `data` (horizontal key axis; `interpolate` as the
    /// map's setInterpolate), coloured on the calling thread, using two threads for large maps.
    static QImage colorize(QCPColorMapData* data, const QCPColorGradient& gradient, const QCPRange& range,
                           bool interpolate = false);

    /// Takes ownership of `data` and draws `image` (from colorize() with this map's gradient,
    /// data range and interpolation) instead of colouring the cells again.
    void setPrepared(QCPColorMapData* data, const QImage& image, const QCPColorGradient& gradient,
                     const QCPRange& range);

    /// Takes the prepared data (once: a second call with the same object keeps what is shown).
    void show(PreparedColorMap& prepared);

    /// True when the last draw used the prepared image (for tests).
    bool usesPreparedImage() const { return m_usedPrepared; }

    /// Largest side, in pixels, of the image a colour map embeds in an SVG or PDF.
    static constexpr double kMaxVectorImageSide = exporter::kMaxVectorImageSide;

protected:
    void updateMapImage() override;
    /// In SVG and PDF the cells are embedded as one image of at most kMaxVectorImageSide pixels
    /// a side (QCustomPlot would embed an image as large as the figure: 10000 x 10000 pixels
    /// took 40 s and 3.8 GB); on screen and in PNG it draws as QCPColorMap does.
    void draw(QCPPainter* painter) override;

private:
    QImage m_image;
    const QCPColorMapData* m_imageData = nullptr;
    QCPColorGradient m_imageGradient;
    QCPRange m_imageRange;
    bool m_usedPrepared = false;
};

} // namespace pe::ui
