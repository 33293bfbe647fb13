#include "ui/framework/videowriter.h"

#include "core/io/atomicfile.h"

#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QtGlobal>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libavutil/log.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}

#include <cstring>

namespace pe::ui {

namespace {

QString avError(int code)
{
    char text[AV_ERROR_MAX_STRING_SIZE] = {};
    av_strerror(code, text, sizeof text);
    return QString::fromLocal8Bit(text);
}

const AVCodec* findEncoder(VideoWriter::Container c)
{
    switch (c) {
    case VideoWriter::Container::Mp4:
        if (const AVCodec* x264 = avcodec_find_encoder_by_name("libx264"))
            return x264;
        return avcodec_find_encoder(AV_CODEC_ID_H264);
    case VideoWriter::Container::WebM:
        if (const AVCodec* vpx = avcodec_find_encoder_by_name("libvpx-vp9"))
            return vpx;
        return avcodec_find_encoder(AV_CODEC_ID_VP9);
    case VideoWriter::Container::Gif:
        return avcodec_find_encoder(AV_CODEC_ID_GIF);
    }
    return nullptr;
}

const char* muxerName(VideoWriter::Container c)
{
    switch (c) {
    case VideoWriter::Container::Mp4:
        return "mp4";
    case VideoWriter::Container::WebM:
        return "webm";
    case VideoWriter::Container::Gif:
        return "gif";
    }
    return nullptr;
}

} // namespace

struct VideoWriter::Private {
    Container container = Container::Mp4;
    QString path;
    QSize pixels;
    std::unique_ptr<core::io::AtomicFile> file;
    AVFormatContext* format = nullptr;
    AVCodecContext* codec = nullptr;
    AVStream* stream = nullptr;
    AVFrame* frame = nullptr;
    AVPacket* packet = nullptr;
    SwsContext* sws = nullptr;
    int64_t next = 0;

    ~Private() { release(); }

    void release()
    {
        if (format && format->pb)
            avio_closep(&format->pb);
        avformat_free_context(format);
        format = nullptr;
        avcodec_free_context(&codec);
        av_frame_free(&frame);
        av_packet_free(&packet);
        sws_freeContext(sws);
        sws = nullptr;
    }

    bool fail(QString* error, const QString& why)
    {
        if (error)
            *error = QObject::tr("cannot write %1: %2").arg(path, why);
        release();
        if (file)
            file->abandon();
        file.reset();
        return false;
    }

    /// Sends `f` (nullptr: flush) and writes every packet the encoder has ready.
    bool encode(AVFrame* f, QString* error)
    {
        int ret = avcodec_send_frame(codec, f);
        if (ret < 0)
            return fail(error, QObject::tr("the encoder failed (%1)").arg(avError(ret)));
        while ((ret = avcodec_receive_packet(codec, packet)) >= 0) {
            av_packet_rescale_ts(packet, codec->time_base, stream->time_base);
            packet->stream_index = stream->index;
            ret = av_interleaved_write_frame(format, packet);
            if (ret < 0)
                return fail(error, avError(ret));
        }
        if (ret != AVERROR(EAGAIN) && ret != AVERROR_EOF)
            return fail(error, QObject::tr("the encoder failed (%1)").arg(avError(ret)));
        return true;
    }
};

std::optional<VideoWriter::Container> VideoWriter::containerForPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("mp4"))
        return Container::Mp4;
    if (suffix == QLatin1String("webm"))
        return Container::WebM;
    if (suffix == QLatin1String("gif"))
        return Container::Gif;
    return std::nullopt;
}

QString VideoWriter::encoderProblem(Container c)
{
    if (findEncoder(c))
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
    // FFmpeg's own chatter (encoder statistics) stays out of the one-line messages, as Qt's does.
    if (qEnvironmentVariableIsEmpty("PE_EXPLORER_VERBOSE"))
        av_log_set_level(AV_LOG_QUIET);
}

VideoWriter::~VideoWriter() = default;

bool VideoWriter::open(const QString& path, const QSize& pixels, double fps, bool halfChroma, QString* error)
{
    d->release();
    d->path = path;
    d->pixels = pixels;
    d->next = 0;
    const std::optional<Container> container = containerForPath(path);
    if (!container)
        return d->fail(error, QObject::tr("unknown animation extension (use .mp4, .webm or .gif)"));
    d->container = *container;
    if (const QString problem = encoderProblem(*container); !problem.isEmpty())
        return d->fail(error, problem);
    if (const QString problem = sizeProblem(*container, pixels, halfChroma); !problem.isEmpty())
        return d->fail(error, problem);
    d->file = std::make_unique<core::io::AtomicFile>(QFile::encodeName(path).toStdString());
    if (!d->file->ok()) {
        const QString why = QString::fromLocal8Bit(d->file->error().c_str());
        d->file.reset();
        if (error)
            *error = why;
        return false;
    }
    const AVCodec* encoder = findEncoder(*container);
    if (avformat_alloc_output_context2(&d->format, nullptr, muxerName(*container), nullptr) < 0 || !d->format)
        return d->fail(error,
                       QObject::tr("no %1 muxer in this FFmpeg").arg(QString::fromLatin1(muxerName(*container))));
    d->stream = avformat_new_stream(d->format, nullptr);
    d->codec = avcodec_alloc_context3(encoder);
    d->frame = av_frame_alloc();
    d->packet = av_packet_alloc();
    if (!d->stream || !d->codec || !d->frame || !d->packet)
        return d->fail(error, QObject::tr("not enough memory"));
    const AVRational rate = av_d2q(fps, 100000);
    AVCodecContext* c = d->codec;
    c->width = pixels.width();
    c->height = pixels.height();
    c->time_base = av_inv_q(rate);
    c->framerate = rate;
    c->thread_count = 0;
    AVDictionary* options = nullptr;
    if (*container == Container::Gif) {
        c->pix_fmt = AV_PIX_FMT_PAL8;
    } else {
        c->pix_fmt = halfChroma ? AV_PIX_FMT_YUV420P : AV_PIX_FMT_YUV444P;
        c->gop_size = 60;
        // swscale's RGB -> YUV uses BT.601 at limited range: say so in the stream.
        c->color_range = AVCOL_RANGE_MPEG;
        c->colorspace = AVCOL_SPC_SMPTE170M;
        c->color_primaries = AVCOL_PRI_SMPTE170M;
        c->color_trc = AVCOL_TRC_SMPTE170M;
        if (*container == Container::Mp4) {
            av_dict_set(&options, "preset", "fast", 0);
            av_dict_set(&options, "crf", "18", 0);
        } else {
            c->bit_rate = 0; // constant quality
            av_dict_set(&options, "crf", "24", 0);
            av_dict_set(&options, "deadline", "good", 0);
            av_dict_set(&options, "cpu-used", "5", 0);
            av_dict_set(&options, "row-mt", "1", 0);
        }
    }
    if (d->format->oformat->flags & AVFMT_GLOBALHEADER)
        c->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    int ret = avcodec_open2(c, encoder, &options);
    av_dict_free(&options);
    if (ret < 0)
        return d->fail(
            error,
            QObject::tr("the %1 encoder cannot start (%2)").arg(QString::fromLatin1(encoder->name), avError(ret)));
    if ((ret = avcodec_parameters_from_context(d->stream->codecpar, c)) < 0)
        return d->fail(error, avError(ret));
    d->stream->time_base = c->time_base;
    d->stream->avg_frame_rate = rate;
    d->stream->r_frame_rate = rate;
    // libavformat writes into the temporary by a name it can open (the unnamed O_TMPFILE inode's
    // /proc/self/fd link); the AtomicFile keeps it and gives it the target's name on commit.
    const QByteArray url = "file:" + QByteArray::fromStdString(d->file->openablePath());
    if ((ret = avio_open(&d->format->pb, url.constData(), AVIO_FLAG_WRITE)) < 0)
        return d->fail(error, avError(ret));
    if ((ret = avformat_write_header(d->format, nullptr)) < 0)
        return d->fail(error, avError(ret));
    d->frame->format = c->pix_fmt;
    d->frame->width = c->width;
    d->frame->height = c->height;
    if ((ret = av_frame_get_buffer(d->frame, 0)) < 0)
        return d->fail(error, QObject::tr("not enough memory"));
    if (*container != Container::Gif) {
        d->sws = sws_getContext(c->width, c->height, AV_PIX_FMT_RGB32, c->width, c->height, c->pix_fmt,
                                SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP, nullptr, nullptr, nullptr);
        if (!d->sws)
            return d->fail(
                error,
                QObject::tr("no colour conversion to %1").arg(QString::fromLatin1(av_get_pix_fmt_name(c->pix_fmt))));
    }
    return true;
}

bool VideoWriter::addFrame(const QImage& image, QString* error)
{
    if (!d->codec)
        return d->fail(error, QObject::tr("the writer is not open"));
    if (image.size() != d->pixels)
        return d->fail(error, QObject::tr("a frame of %1x%2 pixels in a %3x%4 animation")
                                  .arg(image.width())
                                  .arg(image.height())
                                  .arg(d->pixels.width())
                                  .arg(d->pixels.height()));
    if (av_frame_make_writable(d->frame) < 0)
        return d->fail(error, QObject::tr("not enough memory"));
    if (d->container == Container::Gif) {
        // Qt picks the palette: the exact colours when there are at most 256, else a colour cube;
        // the nearest colour, no dithering (dither noise costs more than it gains on flat plots).
        const QImage indexed = image.convertToFormat(QImage::Format_Indexed8, Qt::ThresholdDither | Qt::AvoidDither);
        if (indexed.isNull())
            return d->fail(error, QObject::tr("not enough memory"));
        for (int y = 0; y < indexed.height(); ++y)
            std::memcpy(d->frame->data[0] + static_cast<std::ptrdiff_t>(y) * d->frame->linesize[0],
                        indexed.constScanLine(y), static_cast<std::size_t>(indexed.width()));
        auto* palette = reinterpret_cast<uint32_t*>(d->frame->data[1]);
        const QList<QRgb> table = indexed.colorTable();
        for (int i = 0; i < 256; ++i)
            palette[i] = i < table.size() ? (table[i] | 0xff000000u) : 0xff000000u;
    } else {
        const QImage rgb = image.format() == QImage::Format_RGB32 ? image : image.convertToFormat(QImage::Format_RGB32);
        const uint8_t* source[1] = {rgb.constBits()};
        const int stride[1] = {static_cast<int>(rgb.bytesPerLine())};
        sws_scale(d->sws, source, stride, 0, rgb.height(), d->frame->data, d->frame->linesize);
    }
    d->frame->pts = d->next++;
    return d->encode(d->frame, error);
}

bool VideoWriter::finish(QString* error)
{
    if (!d->codec)
        return d->fail(error, QObject::tr("the writer is not open"));
    if (!d->encode(nullptr, error))
        return false;
    int ret = av_write_trailer(d->format);
    if (ret < 0)
        return d->fail(error, avError(ret));
    if (d->format->pb->error < 0)
        return d->fail(error, avError(d->format->pb->error));
    if ((ret = avio_closep(&d->format->pb)) < 0)
        return d->fail(error, avError(ret));
    d->release();
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
    d->release();
    if (d->file)
        d->file->abandon();
    d->file.reset();
}

} // namespace pe::ui
