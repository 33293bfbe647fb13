#pragma once

#include <QImage>
#include <QSize>
#include <QString>

#include <memory>
#include <optional>

namespace pe::ui {

/// Encodes figures into a video or an animated GIF with the FFmpeg libraries (libavformat,
/// libavcodec, libswscale), written atomically: the frames go to a temporary file beside the
/// target (core/io/atomicfile.h), which replaces the target only when finish() succeeds. A
/// failure, a cancel or a kill leaves an existing target as it was.
class VideoWriter {
public:
    enum class Container {
        Mp4,  ///< H.264 (libx264, else another H.264 encoder of libavcodec)
        WebM, ///< VP9 (libvpx-vp9)
        Gif,  ///< FFmpeg's gif encoder, one 256-colour palette per frame
    };

    /// The container a file name asks for (.mp4, .webm, .gif; case-insensitive).
    static std::optional<Container> containerForPath(const QString& path);
    /// Why this libavcodec cannot write `container` (no encoder), or an empty string.
    static QString encoderProblem(Container container);
    /// Why frames of `pixels` cannot go into `container` (4:2:0 video needs even sides), or an
    /// empty string.
    static QString sizeProblem(Container container, const QSize& pixels, bool halfChroma);

    VideoWriter();
    ~VideoWriter();
    VideoWriter(const VideoWriter&) = delete;
    VideoWriter& operator=(const VideoWriter&) = delete;

    /// Creates the temporary of `path` and sets up the encoder for frames of `pixels` at `fps`
    /// frames per second. Video keeps the colour at full resolution (yuv444p: sharp colour edges
    /// of heatmaps survive) unless `halfChroma` (yuv420p, which every player takes, web browsers'
    /// H.264 and presentation programs included). False, with *error naming the file, on failure.
    bool open(const QString& path, const QSize& pixels, double fps, bool halfChroma, QString* error);
    /// Encodes the next frame (its size must be the one given to open()).
    bool addFrame(const QImage& frame, QString* error);
    /// Flushes the encoder, writes the trailer and replaces the target.
    bool finish(QString* error);
    /// Removes the temporary; the target stays as it was (also done by the destructor).
    void abandon();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace pe::ui
