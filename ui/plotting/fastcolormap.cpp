#include "ui/plotting/fastcolormap.h"

#include "core/parallel.h"

namespace pe::ui {

namespace {
/// QCPColorMapData keeps its cells in a protected array. Naming the member through a derived
/// class gives a pointer to member of the base, usable on any QCPColorMapData: standard C++,
/// no assumption on the class layout.
struct CellAccess : QCPColorMapData {
    static double* of(QCPColorMapData* data) { return data->*(&CellAccess::mData); }
};

/// QCPColorMap draws maps of fewer than 200 cells a side from an image enlarged by this factor
/// (PDF viewers smooth small images); colorize() must produce the same image.
int oversampling(int cells, bool interpolate)
{
    return interpolate ? 1 : static_cast<int>(1.0 + 100.0 / static_cast<double>(cells));
}

/// Rows per thread below which a second thread is not worth starting.
constexpr long kMinRowsPerThread = 200;
} // namespace

double* FastColorMap::cells(QCPColorMapData* data)
{
    return CellAccess::of(data);
}

QImage FastColorMap::colorize(QCPColorMapData* data, const QCPColorGradient& gradient, const QCPRange& range,
                              bool interpolate)
{
    const int nk = data->keySize();
    const int nv = data->valueSize();
    if (nk <= 0 || nv <= 0)
        return {};
    QImage image(nk, nv, QImage::Format_ARGB32_Premultiplied);
    const double* values = cells(data);
    // Scan lines by address: QImage::scanLine() detaches, which must not run on two threads.
    uchar* bits = image.bits();
    const qsizetype stride = image.bytesPerLine();
    // The top scan line holds the highest value index, as in QCPColorMap::updateMapImage.
    core::parallelFor(nv, kMinRowsPerThread, [&](long first, long end) {
        QCPColorGradient local = gradient; // colorize() fills a lazy colour table: one per thread
        for (long v = first; v < end; ++v)
            local.colorize(values + v * nk, range, reinterpret_cast<QRgb*>(bits + (nv - 1 - v) * stride), nk);
    });
    const int kf = oversampling(nk, interpolate);
    const int vf = oversampling(nv, interpolate);
    if (kf > 1 || vf > 1)
        image = image.scaled(nk * kf, nv * vf, Qt::IgnoreAspectRatio, Qt::FastTransformation);
    return image;
}

std::shared_ptr<PreparedColorMap> PreparedColorMap::make(std::unique_ptr<QCPColorMapData> data,
                                                         const QCPColorGradient& gradient, const QCPRange& range,
                                                         bool interpolate)
{
    auto p = std::make_shared<PreparedColorMap>();
    p->image = FastColorMap::colorize(data.get(), gradient, range, interpolate);
    p->data = std::move(data);
    p->gradient = gradient;
    p->range = range;
    return p;
}

void FastColorMap::show(PreparedColorMap& prepared)
{
    if (prepared.data)
        setPrepared(prepared.data.release(), prepared.image, prepared.gradient, prepared.range);
}

void FastColorMap::setPrepared(QCPColorMapData* data, const QImage& image, const QCPColorGradient& gradient,
                               const QCPRange& range)
{
    setData(data, false);
    m_image = image;
    m_imageData = data;
    m_imageGradient = gradient;
    m_imageRange = range;
}

void FastColorMap::updateMapImage()
{
    const int nk = mMapData->keySize();
    const int nv = mMapData->valueSize();
    const bool usable =
        !m_image.isNull() && mMapData == m_imageData && keyAxis() && keyAxis()->orientation() == Qt::Horizontal &&
        mGradient == m_imageGradient && mDataRange == m_imageRange && nk > 0 && nv > 0 &&
        m_image.size() == QSize(nk * oversampling(nk, mInterpolate), nv * oversampling(nv, mInterpolate));
    m_usedPrepared = usable;
    if (!usable) {
        m_image = QImage();
        QCPColorMap::updateMapImage();
        return;
    }
    mMapImage = m_image; // implicitly shared, no copy
    mUndersampledMapImage = QImage();
    mMapImageInvalidated = false;
}

void FastColorMap::draw(QCPPainter* painter)
{
    if (!painter->modes().testFlag(QCPPainter::pmVectorized)) {
        QCPColorMap::draw(painter);
        return;
    }
    const QRectF target = clipRect();
    if (target.isEmpty())
        return;
    const double scale = std::min(1.0, kMaxVectorImageSide / std::max(target.width(), target.height()));
    QImage buffer((target.size() * scale).toSize().expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    buffer.fill(Qt::transparent);
    {
        QCPPainter local(&buffer);
        local.scale(scale, scale);
        local.translate(-target.topLeft());
        local.setClipRect(target);
        QCPColorMap::draw(&local);
    }
    painter->drawImage(target, buffer);
}

} // namespace pe::ui
