#include "ui/framework/exporter.h"

#include "core/io/atomicfile.h"
#include "core/io/csvwriter.h"
#include "ui/framework/coremessages.h"
#include "ui/framework/filesuffix.h"
#include "ui/framework/pagestate.h"
#include "ui/framework/pngwriter.h"
#include "ui/framework/view.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QMimeData>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace pe::ui::exporter {

QEvent::Type ExportEvent::type()
{
    static const auto type = static_cast<QEvent::Type>(QEvent::registerEventType());
    return type;
}

namespace {

/// The plot the view's figure is drawn from: its primary plot, or its only plot (the chart
/// under a table); nullptr when there is none to measure.
QCustomPlot* figurePlot(View* view)
{
    if (QCustomPlot* plot = view->primaryPlot())
        return plot;
    const QList<QCustomPlot*> plots = view->findChildren<QCustomPlot*>();
    return plots.size() == 1 ? plots.front() : nullptr;
}

/// Draws the view's figure with its caption underneath, laid out at `size`. Returns by how much
/// the pane would have to grow in both dimensions for the figure to have its minimum size (the
/// plot's minimumSizeHint as it was laid out for the file): 1 when it had it.
double paintFigure(View* view, QCPPainter* painter, const QSize& size, bool signature)
{
    view->completeFrame();
    QFont font = view->font();
    font.setPointSizeF(10);
    const QFontMetrics metrics(font, painter->device());
    const int captionHeight = metrics.height() * 2;
    painter->fillRect(QRect(QPoint(0, 0), size), Qt::white);
    painter->save();
    setOnPage(view, &PageState::exporting, true);
    ExportEvent begin(true);
    QCoreApplication::sendEvent(view, &begin);
    // The plot's last layout before it draws is the file's: its room and its minimum there
    // (its notes broken for that width).
    QSize room, minimum;
    QMetaObject::Connection laidOut;
    if (QCustomPlot* plot = figurePlot(view))
        laidOut = QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot, &room, &minimum] {
            room = plot->viewport().size();
            minimum = static_cast<const QWidget*>(plot)->minimumSizeHint();
        });
    view->renderFigure(painter, QSize(size.width(), size.height() - captionHeight));
    QObject::disconnect(laidOut);
    ExportEvent end(false);
    QCoreApplication::sendEvent(view, &end);
    setOnPage(view, &PageState::exporting, false);
    painter->restore();
    painter->setFont(font);
    painter->setPen(QColor(60, 60, 60));
    const QRect captionRect =
        QRect(0, size.height() - captionHeight, size.width(), captionHeight).adjusted(12, 0, -12, 0);
    // On a narrow file the caption comes first: the program's name gives way, then the
    // caption's end (they were drawn over each other).
    const QString name = QStringLiteral("pe-explorer");
    const QString caption = view->caption();
    const int nameWidth = metrics.horizontalAdvance(name) + 2 * metrics.averageCharWidth();
    signature = signature && metrics.horizontalAdvance(caption) + nameWidth <= captionRect.width();
    painter->drawText(captionRect, Qt::AlignVCenter | Qt::AlignLeft,
                      metrics.elidedText(caption, Qt::ElideRight, captionRect.width()));
    if (signature)
        painter->drawText(captionRect, Qt::AlignVCenter | Qt::AlignRight, name);
    if (room.isEmpty() || minimum.isEmpty())
        return 1.0;
    // What is not the plot (the caption, a table above it, a panel beside it) is taken as
    // keeping its size as the pane grows (about: a view's table may share the height).
    const QSize besides = size - room;
    return std::max({1.0, static_cast<double>(minimum.width() + besides.width()) / size.width(),
                     static_cast<double>(minimum.height() + besides.height()) / size.height()});
}

/// Each pane at its share of the width, a thin rule between them. Returns by how much the
/// figure would have to grow for every pane to have its minimum (1: it had).
double paintPanes(const Panes& panes, QCPPainter* painter, const QSize& size)
{
    double grow = 1.0;
    const int count = static_cast<int>(panes.views.size());
    for (int i = 0; i < count; ++i) {
        const int left = size.width() * i / count;
        const int right = size.width() * (i + 1) / count;
        painter->save();
        painter->translate(left, 0);
        grow = std::max(grow, paintFigure(panes.views[static_cast<std::size_t>(i)], painter,
                                          QSize(right - left, size.height()), i == count - 1));
        painter->restore();
        if (i > 0) // a rule on column `left` only
            painter->fillRect(QRectF(left, 0, 1, size.height()), QColor(170, 170, 170));
    }
    return grow;
}

/// Paints the figure laid out at `layout` into `size`: as it is when they are equal (every
/// export with room for its figure), else scaled down from `layout` (larger, the same aspect).
/// Returns the layout the figure needs: `layout` when every pane had its minimum there, else
/// `layout` grown in both dimensions by the same factor, to be painted again (a figure squeezed
/// below its minimum had its notes laid out over each other).
QSize paintFigure(const Panes& panes, QCPPainter* painter, const QSize& size, const QSize& layout)
{
    double grow = 1.0;
    if (layout == size) {
        grow = paintPanes(panes, painter, size);
    } else {
        // Lines get thinner with the rest of the drawing, as in a scaled PNG (cosmetic pens
        // would stay one device pixel wide).
        const bool nonCosmetic = painter->modes().testFlag(QCPPainter::pmNonCosmetic);
        painter->setMode(QCPPainter::pmNonCosmetic);
        painter->save();
        // Pixmaps made at the layout's size (dot sprites, colour maps) are scaled down smoothly,
        // not sampled (their strokes came out uneven).
        painter->setRenderHint(QPainter::SmoothPixmapTransform);
        painter->scale(static_cast<double>(size.width()) / layout.width(),
                       static_cast<double>(size.height()) / layout.height());
        grow = paintPanes(panes, painter, layout);
        painter->restore();
        painter->setMode(QCPPainter::pmNonCosmetic, nonCosmetic);
    }
    if (grow <= 1.0)
        return layout;
    return {static_cast<int>(std::ceil(layout.width() * grow)), static_cast<int>(std::ceil(layout.height() * grow))};
}

/// How many times a figure is painted at most: laid out at the file's size, then larger until
/// every pane has its minimum (laid out wider, a figure may ask for a little more height).
constexpr int kLayouts = 3;

QString title(const Panes& panes)
{
    QStringList captions;
    for (View* view : panes.views)
        captions << view->caption();
    return captions.join(QStringLiteral(" | "));
}

/// Paints the figure laid out at `layout` into a vector device (SVG, PDF) of `size`: no pixel
/// caches, every line a path. *needed: the layout the figure needs (paintFigure).
bool paintVector(const Panes& panes, QPaintDevice* device, const QSize& size, const QSize& layout, QSize* needed)
{
    QCPPainter painter;
    if (!painter.begin(device))
        return false;
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    *needed = paintFigure(panes, &painter, size, layout);
    return painter.end();
}

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

std::optional<Format> formatForPath(const QString& path)
{
    return bySuffix<Format>(path, {{QLatin1String("png"), Format::Png},
                                   {QLatin1String("svg"), Format::Svg},
                                   {QLatin1String("pdf"), Format::Pdf}});
}

QString checkOptions(const FigureOptions& o)
{
    if (o.size.width() < kMinSide || o.size.height() < kMinSide || o.size.width() > kMaxSide ||
        o.size.height() > kMaxSide)
        return QObject::tr("the figure size %1x%2 is out of range: each side must be from %3 to %4 pixels")
            .arg(o.size.width())
            .arg(o.size.height())
            .arg(kMinSide)
            .arg(kMaxSide);
    if (!(o.scale >= 0.5 && o.scale <= kMaxScale))
        return QObject::tr("the scale factor %1 is out of range: it must be from 0.5 to %2")
            .arg(o.scale)
            .arg(kMaxScale);
    return {};
}

QString checkWritable(const QString& path)
{
    const QFileInfo info(path);
    const QFileInfo dir(info.absolutePath());
    if (path.isEmpty() || info.fileName().isEmpty())
        return QObject::tr("no file name given");
    if (!dir.exists() || !dir.isDir())
        return QObject::tr("cannot write %1: the folder %2 does not exist").arg(path, dir.absoluteFilePath());
    if (!dir.isWritable())
        return QObject::tr("cannot write %1: the folder %2 is not writable").arg(path, dir.absoluteFilePath());
    if (info.exists() && info.isDir())
        return QObject::tr("cannot write %1: it is a folder").arg(path);
    return {};
}

double estimatedCsvBytes(const View* view, const QString& option)
{
    const qint64 values = view->csvValueCount(option);
    // Shortest round-trip doubles take 18 to 20 characters with their separator.
    return values < 0 ? -1.0 : static_cast<double>(values) * 20.0;
}

QString csvSizeProblem(const View* view, const QString& option)
{
    const double bytes = estimatedCsvBytes(view, option);
    if (bytes <= kMaxCsvBytes)
        return {};
    return QObject::tr("the file would hold %L1 values, about %2 GB; files over %3 GB are written only with "
                       "--force")
        .arg(view->csvValueCount(option))
        .arg(bytes / 1e9, 0, 'f', 1)
        .arg(kMaxCsvBytes / 1e9, 0, 'f', 0);
}

QString checkResources(const FigureOptions& o)
{
    const double pixels = static_cast<double>(o.size.width()) * o.scale * o.size.height() * o.scale;
    if (pixels > kMaxPixels)
        return QObject::tr("a %1x%2 figure at scale %3 is %4 megapixels; the limit is %5 megapixels "
                           "(lower --size or --scale)")
            .arg(o.size.width())
            .arg(o.size.height())
            .arg(o.scale)
            .arg(pixels / 1e6, 0, 'f', 0)
            .arg(kMaxPixels / 1e6, 0, 'f', 0);
    return {};
}

std::optional<QImage> renderImage(const Panes& panes, const FigureOptions& options, QString* error)
{
    // Opaque (the figure has a white background): the PNG then stores RGB, not RGBA.
    QImage image(options.size * options.scale, QImage::Format_RGB32);
    if (image.isNull()) {
        fail(error, QObject::tr("not enough memory for a %1x%2 pixel image")
                        .arg(image.width() > 0 ? image.width() : qRound(options.size.width() * options.scale))
                        .arg(qRound(options.size.height() * options.scale)));
        return std::nullopt;
    }
    // Painted again, over the whole image, when the figure needs a larger layout.
    QSize layout = options.size;
    for (int i = 0; i < kLayouts; ++i) {
        image.fill(Qt::white);
        QCPPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        if (!qFuzzyCompare(options.scale, 1.0)) {
            painter.setMode(QCPPainter::pmNonCosmetic);
            painter.scale(options.scale, options.scale);
        }
        const QSize needed = paintFigure(panes, &painter, options.size, layout);
        painter.end();
        if (needed == layout)
            break;
        layout = needed;
    }
    return image;
}

std::optional<QByteArray> renderFigure(const Panes& panes, Format format, const FigureOptions& options, QString* error)
{
    if (const QString problem = checkOptions(options); !problem.isEmpty()) {
        fail(error, problem);
        return std::nullopt;
    }
    if (const QString problem = checkResources(options); !problem.isEmpty()) {
        fail(error, problem);
        return std::nullopt;
    }
    const QSize size = options.size;
    if (format == Format::Png) {
        const std::optional<QImage> image = renderImage(panes, options, error);
        if (!image)
            return std::nullopt;
        QByteArray bytes = png::encode(*image);
        if (bytes.isEmpty()) {
            fail(error, QObject::tr("the PNG could not be encoded (not enough memory?)"));
            return std::nullopt;
        }
        return bytes;
    }
    // Written anew, into an empty buffer, when the figure needs a larger layout.
    QByteArray bytes;
    bool ok = false;
    QSize layout = size;
    for (int i = 0; i < kLayouts; ++i) {
        bytes.clear();
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSize needed = layout;
        if (format == Format::Svg) {
            QSvgGenerator generator;
            generator.setOutputDevice(&buffer);
            generator.setSize(size);
            generator.setViewBox(QRect(QPoint(0, 0), size));
            generator.setTitle(title(panes));
            // Curves, axes and text are vector shapes; a colour map is one embedded image.
            generator.setDescription(QObject::tr("Made with pe-explorer. Colour maps (heatmaps) are embedded as "
                                                 "images of at most %1 pixels a side; everything else is vector.")
                                         .arg(kMaxVectorImageSide));
            ok = paintVector(panes, &generator, size, layout, &needed);
        } else {
            QPdfWriter writer(&buffer);
            writer.setCreator(QStringLiteral("pe-explorer")); // i18n: not translated (the program's name)
            writer.setTitle(title(panes));
            writer.setResolution(72);
            writer.setPageMargins(QMarginsF(0, 0, 0, 0));
            writer.setPageSize(QPageSize(QSizeF(size), QPageSize::Point, QString(), QPageSize::ExactMatch));
            ok = paintVector(panes, &writer, size, layout, &needed);
        }
        if (!ok || needed == layout)
            break;
        layout = needed;
    }
    if (!ok || bytes.isEmpty()) {
        fail(error, QObject::tr("the figure could not be drawn"));
        return std::nullopt;
    }
    return bytes;
}

QMimeData* figureMimeData(const Panes& panes, const FigureOptions& options, QString* error)
{
    const std::optional<QImage> image = renderImage(panes, options, error);
    if (!image)
        return nullptr;
    const std::optional<QByteArray> svg = renderFigure(panes, Format::Svg, options, error);
    auto* data = new QMimeData;
    data->setImageData(*image);
    if (svg)
        data->setData(QStringLiteral("image/svg+xml"), *svg);
    return data;
}

struct Batch::Private {
    core::io::AtomicGroup group;
    QStringList targets;
};

Batch::Batch()
    : d(std::make_unique<Private>())
{
    core::io::installCleanupHandlers();
}

Batch::~Batch() = default;

namespace {
std::string localPath(const QString& path)
{
    return QFile::encodeName(path).toStdString();
}

/// A write failure of core's atomic files, in the interface language.
bool failWith(QString* error, const core::Problem& problem, const std::string& message)
{
    return fail(error, problem.code == core::ProblemCode::Other ? QString::fromLocal8Bit(message.c_str())
                                                                : coremessages::text(problem));
}
} // namespace

bool Batch::addBytes(const QString& path, const QByteArray& bytes, QString* error)
{
    core::io::AtomicFile& file = d->group.add(localPath(path));
    if (!file.ok() || !file.write(bytes.constData(), static_cast<std::size_t>(bytes.size())))
        return failWith(error, file.problem(), file.error());
    d->targets << path;
    return true;
}

bool Batch::addFigure(const Panes& panes, const QString& path, const FigureOptions& options, QString* error)
{
    const std::optional<Format> format = formatForPath(path);
    if (!format)
        return fail(error, QObject::tr("cannot write %1: unknown figure extension (use .png, .svg or .pdf)").arg(path));
    const std::optional<QByteArray> bytes = renderFigure(panes, *format, options, error);
    if (!bytes)
        return fail(error, QObject::tr("cannot write %1: %2").arg(path, error ? *error : QString()));
    return addBytes(path, *bytes, error);
}

bool Batch::addCsv(View* view, const QString& option, const QString& path, QString* error, const Progress& progress)
{
    if (QFileInfo(path).suffix().toLower() != QLatin1String("csv"))
        return fail(error, QObject::tr("cannot write %1: a data file must end in .csv").arg(path));
    view->completeFrame();
    if (const QString problem = view->csvProblem(option); !problem.isEmpty())
        return fail(error, problem);
    core::io::AtomicFile& file = d->group.add(localPath(path));
    if (!file.ok())
        return failWith(error, file.problem(), file.error());
    bool cancelled = false;
    std::size_t written = 0;
    auto sink = file.sink();
    core::io::CsvWriter out([&](const char* data, std::size_t size) {
        if (progress && !progress(static_cast<qint64>(written))) {
            cancelled = true;
            return false;
        }
        written += size;
        return sink(data, size);
    });
    view->writeCsv(option, out);
    const bool ok = out.finish();
    if (cancelled)
        return fail(error, QObject::tr("export of %1 cancelled").arg(path));
    if (!ok)
        return failWith(error, file.problem(), file.error());
    d->targets << path;
    return true;
}

bool Batch::commit(QString* error)
{
    if (!d->group.commit())
        return failWith(error, d->group.problem(), d->group.error());
    return true;
}

bool writeFigure(const Panes& panes, const QString& path, const FigureOptions& options, QString* error)
{
    Batch batch;
    return batch.addFigure(panes, path, options, error) && batch.commit(error);
}

bool writeBytes(const QString& path, const QByteArray& bytes, QString* error)
{
    Batch batch;
    return batch.addBytes(path, bytes, error) && batch.commit(error);
}

bool writeCsv(View* view, const QString& option, const QString& path, QString* error, const Progress& progress)
{
    Batch batch;
    return batch.addCsv(view, option, path, error, progress) && batch.commit(error);
}

} // namespace pe::ui::exporter
