#pragma once

#include <QByteArray>
#include <QEvent>
#include <QImage>
#include <QSize>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QMimeData;

namespace pe::ui {

class View;

/// Figures (PNG, SVG, PDF) and data (CSV) of a view, written atomically: the file appears
/// complete or not at all.
namespace exporter {

enum class Format { Png, Svg, Pdf };

/// The views one figure shows: one view, or the two panes of View ▸ Side by side next to each
/// other, each at its share of the width with its own caption. Converts from a View*.
struct Panes {
    Panes(View* view) // NOLINT(google-explicit-constructor): a figure of one view
        : views{view}
    {
    }
    Panes(std::vector<View*> list) // NOLINT(google-explicit-constructor)
        : views(std::move(list))
    {
    }
    std::vector<View*> views;
};

/// Sent to a view just before (`begin`) and just after its figure is drawn for an export: the
/// window draws it whole (every panel) and at its own text size (View > Text size and
/// presentation mode are the screen's), so exports do not depend on the screen.
class ExportEvent : public QEvent {
public:
    explicit ExportEvent(bool begin)
        : QEvent(type())
        , begin(begin)
    {
    }
    static QEvent::Type type();
    const bool begin;
};

/// The figure format a file name asks for (by extension, case-insensitive).
std::optional<Format> formatForPath(const QString& path);

struct FigureOptions {
    /// Logical size in pixels (points for PDF). The file has exactly this size; a size below
    /// the figure's minimum lays the figure out larger, with the same aspect, and scales the
    /// drawing down to it (smaller text rather than texts drawn over each other).
    QSize size{1600, 900};
    double scale = 1.0; ///< PNG only: pixels per logical pixel
};

/// Largest side, in pixels, of the image a colour map embeds in an SVG or PDF.
constexpr int kMaxVectorImageSide = 2400;

constexpr int kMinSide = 200;
constexpr int kMaxSide = 10000;
constexpr double kMaxScale = 4.0;

/// Why the options cannot be used, or an empty string.
QString checkOptions(const FigureOptions& options);

/// Why nothing can be written at path (missing or read-only folder), or an empty string.
QString checkWritable(const QString& path);

/// Largest CSV written without --force (or a confirmation in the window): 1 GB.
constexpr double kMaxCsvBytes = 1e9;
/// The size a CSV output of the view would have, estimated from its value count (-1: unknown).
double estimatedCsvBytes(const View* view, const QString& option);
/// Why a CSV output is too large to write without being forced, with its estimated size; or
/// an empty string.
QString csvSizeProblem(const View* view, const QString& option);

/// Largest figure drawn, in pixels (size x scale squared): 100 megapixels, 400 MB of image.
constexpr double kMaxPixels = 100e6;

/// Why the figure would need more memory than allowed, or an empty string.
QString checkResources(const FigureOptions& options);

/// The figure with its caption as an image (nullopt and *error when it cannot be allocated).
std::optional<QImage> renderImage(const Panes& panes, const FigureOptions& options, QString* error);

/// The figure with its caption, encoded in `format`, in memory.
std::optional<QByteArray> renderFigure(const Panes& panes, Format format, const FigureOptions& options, QString* error);

/// The figure for the clipboard: as an image and as SVG (image/svg+xml). The caller owns it.
QMimeData* figureMimeData(const Panes& panes, const FigureOptions& options, QString* error);

/// Draws the view's figure with its caption underneath.
bool writeFigure(const Panes& panes, const QString& path, const FigureOptions& options, QString* error);

/// Called now and then while a file is written, with the bytes written so far; returning
/// false cancels the export (nothing is left behind).
using Progress = std::function<bool(qint64 bytesWritten)>;

/// The files of one export, written all or nothing: each goes to a temporary file beside its
/// target, and commit() replaces every target together, or none (an existing file is never
/// removed or changed by a failed export). Temporaries are removed on failure and on SIGINT or
/// SIGTERM. Every byte is checked: a short write or a full disk is an error naming the file and
/// the system's reason.
class Batch {
public:
    Batch();
    ~Batch();
    Batch(const Batch&) = delete;
    Batch& operator=(const Batch&) = delete;

    /// Writes `bytes` to the temporary of `path`.
    bool addBytes(const QString& path, const QByteArray& bytes, QString* error);
    /// Renders the view's figure in the format `path` asks for into its temporary.
    bool addFigure(const Panes& panes, const QString& path, const FigureOptions& options, QString* error);
    /// Writes one of the view's CSV outputs into the temporary of `path`.
    bool addCsv(View* view, const QString& option, const QString& path, QString* error, const Progress& progress = {});
    /// Replaces every target, or none.
    bool commit(QString* error);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

/// Writes `bytes` to `path` atomically.
bool writeBytes(const QString& path, const QByteArray& bytes, QString* error);

/// Writes one of the view's CSV outputs: the main one (`option` empty) or an extra one
/// (e.g. "csv-offset").
bool writeCsv(View* view, const QString& option, const QString& path, QString* error, const Progress& progress = {});

} // namespace exporter
} // namespace pe::ui
