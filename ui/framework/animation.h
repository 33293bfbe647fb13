#pragma once

#include "core/formula/params.h"

#include <QImage>
#include <QMap>
#include <QString>

#include <functional>
#include <optional>

class QCommandLineParser;

namespace pe::ui {

namespace options {
struct Request;
}
namespace exporter {
struct FigureOptions;
}

class AppState;
class Controller;
class View;
struct ViewDescriptor;

/// An animation: one parameter swept from one value to another, one figure per value
/// (`--animate PARAM=FROM:TO --frames N --fps F`, File > Export animation).
namespace animation {

constexpr int kDefaultFrames = 60;
constexpr int kMinFrames = 2;
constexpr int kMaxFrames = 10000;
constexpr double kDefaultFps = 30;
constexpr double kMaxFps = 120;

/// The sweep of one parameter: the shared position, d, base or length, or one of the view's
/// numeric settings (its key).
struct Sweep {
    QString parameter;
    double from = 0;
    double to = 0;
    int frames = kDefaultFrames;
    double fps = kDefaultFps;
    /// --chroma 420: video colour at half resolution (yuv420p), for players that need it.
    bool halfChroma = false;
};

/// The parameters every view can sweep, besides its numeric settings.
QStringList sharedParameters();

/// The numeric settings of a view that can be swept (integer and real ones), in declared order.
QStringList viewParameters(const ViewDescriptor& type);

/// Reads "PARAM=FROM:TO" into *sweep (frames and fps untouched). Returns why it cannot, or an
/// empty string. Whether PARAM exists and the values are in range is checkSweep's business.
QString parseSweep(const QString& text, Sweep* sweep);

/// The value of frame k (0-based): FROM + (TO - FROM) k / (N - 1), rounded to the nearest
/// integer for integer parameters, and FROM (TO / FROM)^(k / (N - 1)) for the base, which is
/// multiplicative.
double valueAt(const Sweep& sweep, const ViewDescriptor& type, int k);

/// The state of frame k: the start state (`params`, `position`, `settings` of the view) with
/// the swept parameter at valueAt(k).
struct FrameState {
    core::EncodingParams params;
    long position = 0;
    QMap<QString, QString> settings;
};
FrameState frameState(const Sweep& sweep, const ViewDescriptor& type, int k, const core::EncodingParams& params,
                      long position, const QMap<QString, QString>& settings);

/// Why the sweep cannot be made from this start state (an unknown or non-numeric parameter,
/// frames or fps out of range, a frame whose state is outside the limits: the message names the
/// option and the value), or an empty string. Every frame's state is checked before anything is
/// drawn. `embeddings`: d is fixed by a loaded table.
QString checkSweep(const Sweep& sweep, const ViewDescriptor& type, const core::EncodingParams& params, long position,
                   const QMap<QString, QString>& settings, bool embeddings);

/// A still figure of a fresh state, controller and view of type `viewId`, as a still export
/// draws it: `setUp` sets the state and the view's settings before anything is drawn, the view
/// is laid out at the figure's size, drawn with Controller::refreshNow and rendered with
/// exporter::renderImage. nullopt and *error on failure.
std::optional<QImage> drawFresh(const QString& viewId, const std::function<QString(AppState*, View*)>& setUp,
                                const exporter::FigureOptions& figure, QString* error);

/// Draws frame k of the animation (nullopt and *error on failure).
using RenderFrame = std::function<std::optional<QImage>(int k, QString* error)>;
/// Called after each frame with the number of frames written; returning false cancels.
using Progress = std::function<bool(int framesDone)>;

/// Writes the animation to `path` (.mp4, .webm or .gif, videowriter.h), frames of `pixels`
/// drawn by `render` (each frame drawn from scratch with drawFresh, so that it is the still
/// export of its state, whatever the frames before it showed). The target is replaced only once
/// every frame is encoded; on a failure or a cancel it stays as it was.
bool write(const Sweep& sweep, const QString& path, const QSize& pixels, const RenderFrame& render,
           const Progress& progress, QString* error);

/// Reads --animate, --frames, --fps and --chroma of a command line whose other options are in `request`
/// (--export must name a .mp4, .webm or .gif file this FFmpeg can write) and checks the whole
/// sweep. Returns the message of a bad request (naming the option), or an empty string with
/// *sweep set (nullopt without --animate).
QString readOptions(const QCommandLineParser& parser, const options::Request& request, std::optional<Sweep>* sweep);

} // namespace animation
} // namespace pe::ui
