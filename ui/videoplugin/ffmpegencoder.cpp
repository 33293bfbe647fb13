#include "ui/framework/videowriter.h"

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

// The FFmpeg half of the video writer, built as a module that VideoWriter loads only when an
// animation is written: linking libavcodec and libavformat into the program loaded some hundred
// shared libraries at every start, which made a plain figure export 30 ms slower (87 against 55 ms,
// median of 11, `--preset paper --export`).

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

/// One animation being encoded; the host (VideoWriter) owns the file it goes to.
struct Encoder {
    using Container = VideoWriter::Container;
    Container container = Container::Mp4;
    QString path;
    QSize pixels;
    AVFormatContext* format = nullptr;
    AVCodecContext* codec = nullptr;
    AVStream* stream = nullptr;
    AVFrame* frame = nullptr;
    AVPacket* packet = nullptr;
    SwsContext* sws = nullptr;
    int64_t next = 0;

    ~Encoder() { release(); }

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

namespace {

bool openEncoder(Encoder* d, const char* url, const QString& path, Encoder::Container container, const QSize& pixels,
                 double fps, bool halfChroma, QString* error)
{
    using Container = Encoder::Container;
    d->release();
    d->path = path;
    d->pixels = pixels;
    d->next = 0;
    d->container = container;
    const AVCodec* encoder = findEncoder(container);
    if (avformat_alloc_output_context2(&d->format, nullptr, muxerName(container), nullptr) < 0 || !d->format)
        return d->fail(error, QObject::tr("no %1 muxer in this FFmpeg").arg(QString::fromLatin1(muxerName(container))));
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
    if (container == Container::Gif) {
        c->pix_fmt = AV_PIX_FMT_PAL8;
    } else {
        c->pix_fmt = halfChroma ? AV_PIX_FMT_YUV420P : AV_PIX_FMT_YUV444P;
        c->gop_size = 60;
        // swscale's RGB -> YUV uses BT.601 at limited range: say so in the stream.
        c->color_range = AVCOL_RANGE_MPEG;
        c->colorspace = AVCOL_SPC_SMPTE170M;
        c->color_primaries = AVCOL_PRI_SMPTE170M;
        c->color_trc = AVCOL_TRC_SMPTE170M;
        if (container == Container::Mp4) {
            // veryfast, not fast: the 60-frame heatmap sweep at 1280 x 720 took 1.1 s instead of
            // 1.6 s (whole process, 2 cores), for a file 2 % larger at the same crf, and each
            // frame still matches its still (e2e.test_cli_animate's PSNR).
            av_dict_set(&options, "preset", "veryfast", 0);
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
    if ((ret = avio_open(&d->format->pb, url, AVIO_FLAG_WRITE)) < 0)
        return d->fail(error, avError(ret));
    if ((ret = avformat_write_header(d->format, nullptr)) < 0)
        return d->fail(error, avError(ret));
    d->frame->format = c->pix_fmt;
    d->frame->width = c->width;
    d->frame->height = c->height;
    if ((ret = av_frame_get_buffer(d->frame, 0)) < 0)
        return d->fail(error, QObject::tr("not enough memory"));
    if (container != Container::Gif) {
        d->sws = sws_getContext(c->width, c->height, AV_PIX_FMT_RGB32, c->width, c->height, c->pix_fmt,
                                SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP, nullptr, nullptr, nullptr);
        if (!d->sws)
            return d->fail(
                error,
                QObject::tr("no colour conversion to %1").arg(QString::fromLatin1(av_get_pix_fmt_name(c->pix_fmt))));
    }
    return true;
}

bool addEncodedFrame(Encoder* d, const QImage& image, QString* error)
{
    using Container = Encoder::Container;
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

bool finishEncoder(Encoder* d, QString* error)
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
    return true;
}

} // namespace

} // namespace pe::ui

using pe::ui::Encoder;

extern "C" {
Q_DECL_EXPORT int pe_video_abi()
{
    return 1;
}
Q_DECL_EXPORT void* pe_video_new()
{
    // FFmpeg's own chatter (encoder statistics) stays out of the one-line messages, as Qt's does.
    if (qEnvironmentVariableIsEmpty("PE_EXPLORER_VERBOSE"))
        av_log_set_level(AV_LOG_QUIET);
    return new Encoder;
}
Q_DECL_EXPORT void pe_video_delete(void* e)
{
    delete static_cast<Encoder*>(e);
}
Q_DECL_EXPORT bool pe_video_has_encoder(int container)
{
    return pe::ui::findEncoder(static_cast<Encoder::Container>(container)) != nullptr;
}
Q_DECL_EXPORT bool pe_video_open(void* e, const char* url, const QString* path, int container, int width, int height,
                                 double fps, bool halfChroma, QString* error)
{
    return pe::ui::openEncoder(static_cast<Encoder*>(e), url, *path, static_cast<Encoder::Container>(container),
                               QSize(width, height), fps, halfChroma, error);
}
Q_DECL_EXPORT bool pe_video_add_frame(void* e, const QImage* frame, QString* error)
{
    return pe::ui::addEncodedFrame(static_cast<Encoder*>(e), *frame, error);
}
Q_DECL_EXPORT bool pe_video_finish(void* e, QString* error)
{
    return pe::ui::finishEncoder(static_cast<Encoder*>(e), error);
}
Q_DECL_EXPORT void pe_video_release(void* e)
{
    static_cast<Encoder*>(e)->release();
}
}
