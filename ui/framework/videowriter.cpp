#include "ui/framework/videowriter.h"

#include "core/io/atomicfile.h"
#include "ui/framework/filesuffix.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibrary>
#include <QObject>

namespace pe::ui {

namespace {

/// The FFmpeg encoder module (ui/videoplugin/, libpe-explorer-video.so), loaded on first use so
/// that a program that writes no animation does not load FFmpeg's hundred shared libraries.
struct Module {
    using New = void* (*)();
    using Delete = void (*)(void*);
    using HasEncoder = bool (*)(int);
    using Open = bool (*)(void*, const char*, const QString*, int, int, int, double, bool, QString*);
    using AddFrame = bool (*)(void*, const QImage*, QString*);
    using Finish = bool (*)(void*, QString*);
    using Release = void (*)(void*);

    New create = nullptr;
    Delete destroy = nullptr;
    HasEncoder hasEncoder = nullptr;
    Open open = nullptr;
    AddFrame addFrame = nullptr;
    Finish finish = nullptr;
    Release release = nullptr;
    QString problem; ///< why it could not be loaded

    static const Module& get()
    {
        static const Module module = load();
        return module;
    }

private:
    static Module load()
    {
        Module m;
        // Beside the program (the build tree), where the package installs it, then the build
        // tree of the tests (which run from elsewhere).
        const QString dir = QCoreApplication::applicationDirPath();
        QStringList candidates;
        if (const QString env = qEnvironmentVariable("PE_VIDEO_MODULE"); !env.isEmpty())
            candidates << env;
        candidates << QDir(dir).filePath(QStringLiteral("libpe-explorer-video.so"))
                   << QDir(dir).filePath(QStringLiteral("../lib/pe-explorer/libpe-explorer-video.so"))
                   << QStringLiteral(PE_VIDEO_MODULE_BUILD_PATH);
        for (const QString& path : candidates) {
            if (!QFileInfo::exists(path))
                continue;
            QLibrary library(path);
            if (!library.load()) {
                m.problem = library.errorString();
                continue;
            }
            using Abi = int (*)();
            const auto abi = reinterpret_cast<Abi>(library.resolve("pe_video_abi"));
            m.create = reinterpret_cast<New>(library.resolve("pe_video_new"));
            m.destroy = reinterpret_cast<Delete>(library.resolve("pe_video_delete"));
            m.hasEncoder = reinterpret_cast<HasEncoder>(library.resolve("pe_video_has_encoder"));
            m.open = reinterpret_cast<Open>(library.resolve("pe_video_open"));
            m.addFrame = reinterpret_cast<AddFrame>(library.resolve("pe_video_add_frame"));
            m.finish = reinterpret_cast<Finish>(library.resolve("pe_video_finish"));
            m.release = reinterpret_cast<Release>(library.resolve("pe_video_release"));
            if (abi && abi() == 1 && m.create && m.destroy && m.hasEncoder && m.open && m.addFrame && m.finish &&
                m.release) {
                m.problem.clear();
                return m; // stays loaded for the program's lifetime
            }
            m = Module();
            m.problem = QObject::tr("%1 is not this program's video module").arg(path);
        }
        if (m.problem.isEmpty())
            m.problem = QObject::tr("the video module libpe-explorer-video.so is not installed");
        return m;
    }
};

} // namespace

struct VideoWriter::Private {
    QString path;
    void* encoder = nullptr;
    std::unique_ptr<core::io::AtomicFile> file;

    ~Private()
    {
        if (encoder)
            Module::get().destroy(encoder);
    }
    bool fail(QString* error, const QString& why)
    {
        if (error)
            *error = QObject::tr("cannot write %1: %2").arg(path, why);
        abandon();
        return false;
    }
    void abandon()
    {
        if (encoder)
            Module::get().release(encoder);
        if (file)
            file->abandon();
        file.reset();
    }
};

std::optional<VideoWriter::Container> VideoWriter::containerForPath(const QString& path)
{
    return bySuffix<Container>(path, {{QLatin1String("mp4"), Container::Mp4},
                                      {QLatin1String("webm"), Container::WebM},
                                      {QLatin1String("gif"), Container::Gif}});
}

QString VideoWriter::encoderProblem(Container c)
{
    const Module& module = Module::get();
    if (!module.problem.isEmpty())
        return module.problem;
    if (module.hasEncoder(static_cast<int>(c)))
        return {};
    switch (c) {
    case Container::Mp4:
        return QObject::tr("this FFmpeg (libavcodec) has no H.264 encoder (libx264): write .webm or .gif instead");
    case Container::WebM:
        return QObject::tr("this FFmpeg (libavcodec) has no VP9 encoder (libvpx-vp9): write .mp4 or .gif instead");
    case Container::Gif:
        return QObject::tr("this FFmpeg (libavcodec) has no GIF encoder: write .mp4 or .webm instead");
    }
    return {};
}

QString VideoWriter::sizeProblem(Container c, const QSize& pixels, bool halfChroma)
{
    if (c != Container::Gif && halfChroma && (pixels.width() % 2 != 0 || pixels.height() % 2 != 0))
        return QObject::tr("a %1x%2 pixel video with half-resolution colour (--chroma 420) needs an even width and "
                           "height")
            .arg(pixels.width())
            .arg(pixels.height());
    return {};
}

VideoWriter::VideoWriter()
    : d(std::make_unique<Private>())
{
    core::io::installCleanupHandlers();
}

VideoWriter::~VideoWriter() = default;

bool VideoWriter::open(const QString& path, const QSize& pixels, double fps, bool halfChroma, QString* error)
{
    d->abandon();
    d->path = path;
    const std::optional<Container> container = containerForPath(path);
    if (!container)
        return d->fail(error, QObject::tr("unknown animation extension (use .mp4, .webm or .gif)"));
    if (const QString problem = encoderProblem(*container); !problem.isEmpty())
        return d->fail(error, problem);
    if (const QString problem = sizeProblem(*container, pixels, halfChroma); !problem.isEmpty())
        return d->fail(error, problem);
    const Module& module = Module::get();
    if (!d->encoder)
        d->encoder = module.create();
    d->file = std::make_unique<core::io::AtomicFile>(QFile::encodeName(path).toStdString());
    if (!d->file->ok()) {
        const QString why = QString::fromLocal8Bit(d->file->error().c_str());
        d->file.reset();
        if (error)
            *error = why;
        return false;
    }
    // libavformat writes into the temporary by a name it can open (the unnamed O_TMPFILE inode's
    // /proc/self/fd link); the AtomicFile keeps it and gives it the target's name on commit.
    const QByteArray url = "file:" + QByteArray::fromStdString(d->file->openablePath());
    if (!module.open(d->encoder, url.constData(), &d->path, static_cast<int>(*container), pixels.width(),
                     pixels.height(), fps, halfChroma, error)) {
        d->abandon();
        return false;
    }
    return true;
}

bool VideoWriter::addFrame(const QImage& frame, QString* error)
{
    if (!d->encoder || !d->file)
        return d->fail(error, QObject::tr("the writer is not open"));
    if (!Module::get().addFrame(d->encoder, &frame, error)) {
        d->abandon();
        return false;
    }
    return true;
}

bool VideoWriter::finish(QString* error)
{
    if (!d->encoder || !d->file)
        return d->fail(error, QObject::tr("the writer is not open"));
    if (!Module::get().finish(d->encoder, error)) {
        d->abandon();
        return false;
    }
    if (!d->file->commit()) {
        const QString why = QString::fromLocal8Bit(d->file->error().c_str());
        d->file.reset();
        if (error)
            *error = why;
        return false;
    }
    d->file.reset();
    return true;
}

void VideoWriter::abandon()
{
    d->abandon();
}

} // namespace pe::ui
