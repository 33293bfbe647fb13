// --animate PARAM=FROM:TO: MP4, WebM and GIF files decoded here with the FFmpeg libraries
// (frame count, size, frame rate), each checked frame compared with the still PNG export of the
// same state; bad requests; failures that must leave an existing file alone.
#include "e2e.h"

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libswscale/swscale.h>
}

#include <QElapsedTimer>
#include <QObject>

#include <cmath>
#include <csignal>
#include <vector>

using namespace pe::e2e;

namespace {

struct Decoded {
    bool ok = false;
    QString error;
    int width = 0;
    int height = 0;
    AVPixelFormat pixelFormat = AV_PIX_FMT_NONE;
    AVRational rate{0, 1};
    std::vector<QImage> frames;
};

/// Every frame of the file's video stream as RGB, through libavformat, libavcodec, libswscale.
Decoded decode(const QString& path)
{
    Decoded out;
    AVFormatContext* format = nullptr;
    if (avformat_open_input(&format, QFile::encodeName(path).constData(), nullptr, nullptr) < 0) {
        out.error = QStringLiteral("avformat_open_input failed");
        return out;
    }
    AVCodecContext* codec = nullptr;
    AVPacket* packet = av_packet_alloc();
    AVFrame* frame = av_frame_alloc();
    SwsContext* sws = nullptr;
    const AVCodec* decoder = nullptr;
    int index = -1;
    auto receive = [&]() {
        while (avcodec_receive_frame(codec, frame) >= 0) {
            QImage image(frame->width, frame->height, QImage::Format_RGB888);
            sws = sws_getCachedContext(sws, frame->width, frame->height, static_cast<AVPixelFormat>(frame->format),
                                       frame->width, frame->height, AV_PIX_FMT_RGB24,
                                       SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nullptr, nullptr, nullptr);
            uint8_t* data[1] = {image.bits()};
            const int stride[1] = {static_cast<int>(image.bytesPerLine())};
            sws_scale(sws, frame->data, frame->linesize, 0, frame->height, data, stride);
            out.frames.push_back(image);
        }
    };
    if (avformat_find_stream_info(format, nullptr) >= 0 &&
        (index = av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0)) >= 0 &&
        (codec = avcodec_alloc_context3(decoder)) &&
        avcodec_parameters_to_context(codec, format->streams[index]->codecpar) >= 0 &&
        avcodec_open2(codec, decoder, nullptr) >= 0) {
        out.width = codec->width;
        out.height = codec->height;
        out.pixelFormat = codec->pix_fmt;
        out.rate = format->streams[index]->avg_frame_rate;
        while (av_read_frame(format, packet) >= 0) {
            if (packet->stream_index == index && avcodec_send_packet(codec, packet) >= 0)
                receive();
            av_packet_unref(packet);
        }
        avcodec_send_packet(codec, nullptr);
        receive();
        out.ok = true;
    } else {
        out.error = QStringLiteral("no decodable video stream");
    }
    sws_freeContext(sws);
    av_frame_free(&frame);
    av_packet_free(&packet);
    avcodec_free_context(&codec);
    avformat_close_input(&format);
    return out;
}

/// With PE_ANIMATE_DEBUG=DIR, the test keeps the pictures it compares there.
void keep(const QImage& image, const QString& name)
{
    const QString dir = qEnvironmentVariable("PE_ANIMATE_DEBUG");
    if (!dir.isEmpty())
        image.save(QDir(dir).filePath(name));
}

/// Peak signal-to-noise ratio of b against a over R, G and B, in dB.
double psnr(const QImage& a, const QImage& b)
{
    const QImage x = a.convertToFormat(QImage::Format_RGB888);
    const QImage y = b.convertToFormat(QImage::Format_RGB888);
    if (x.size() != y.size())
        return 0;
    double sum = 0;
    for (int row = 0; row < x.height(); ++row) {
        const uchar* p = x.constScanLine(row);
        const uchar* q = y.constScanLine(row);
        for (int i = 0; i < x.width() * 3; ++i) {
            const double e = double(p[i]) - double(q[i]);
            sum += e * e;
        }
    }
    const double mse = sum / (double(x.width()) * x.height() * 3);
    return mse == 0 ? 99.0 : 10 * std::log10(255.0 * 255.0 / mse);
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCliAnimate : public QObject {
    Q_OBJECT
private slots:
    /// The heatmap while L goes from 10 to 200 (the Matplotlib peer's sweep, smaller): frame k
    /// shows L = round(10 + 190 k / 7) and equals the still export of that L.
    void sweepMatchesStills_data()
    {
        QTest::addColumn<QString>("extension");
        QTest::addColumn<double>("minimumPsnr");
        QTest::addColumn<QString>("d");
        QTest::addColumn<QString>("size");
        QTest::newRow("mp4") << QStringLiteral("mp4") << 30.0 << QStringLiteral("64") << QStringLiteral("480x270");
        QTest::newRow("webm") << QStringLiteral("webm") << 30.0 << QStringLiteral("64") << QStringLiteral("480x270");
        QTest::newRow("gif") << QStringLiteral("gif") << 20.0 << QStringLiteral("64") << QStringLiteral("480x270");
        QTest::newRow("mp4 512") << QStringLiteral("mp4") << 30.0 << QStringLiteral("512")
                                 << QStringLiteral("1280x720");
        QTest::newRow("webm 512") << QStringLiteral("webm") << 30.0 << QStringLiteral("512")
                                  << QStringLiteral("1280x720");
    }
    void sweepMatchesStills()
    {
        QFETCH(QString, extension);
        QFETCH(double, minimumPsnr);
        QFETCH(QString, d);
        QFETCH(QString, size);
        QTemporaryDir dir;
        const QString movie = dir.filePath(QStringLiteral("sweep.") + extension);
        const int frames = 8;
        const Run r =
            runApp(QStringList{QStringLiteral("--view"), QStringLiteral("heatmap"), QStringLiteral("--d"), d,
                               QStringLiteral("--size"), size}
                   << arguments({"--animate", "length=10:200", "--frames", "8", "--fps", "10", "--export"}) << movie);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(filesIn(dir.path()), QStringList{QFileInfo(movie).fileName()});
        const Decoded video = decode(movie);
        QVERIFY2(video.ok, qPrintable(video.error));
        QCOMPARE(QStringLiteral("%1x%2").arg(video.width).arg(video.height), size);
        QCOMPARE(int(video.frames.size()), frames);
        QCOMPARE(av_q2d(video.rate), 10.0);
        // Video keeps the colour at full resolution by default (FFmpeg decodes a GIF to BGRA).
        if (extension != QLatin1String("gif"))
            QCOMPARE(video.pixelFormat, AV_PIX_FMT_YUV444P);
        for (int k : {0, 3, 7}) {
            const long length = std::lround(10 + 190.0 * k / (frames - 1));
            const QString still = dir.filePath(QStringLiteral("still%1.png").arg(k));
            const Run s = runApp(QStringList{QStringLiteral("--view"), QStringLiteral("heatmap"), QStringLiteral("--d"),
                                             d, QStringLiteral("--size"), size, QStringLiteral("--length")}
                                 << QString::number(length) << QStringLiteral("--export") << still);
            QVERIFY2(s.exitCode == 0, qPrintable(s.err));
            keep(QImage(still), QStringLiteral("%1-still%2.png").arg(extension).arg(k));
            keep(video.frames[std::size_t(k)], QStringLiteral("%1-frame%2.png").arg(extension).arg(k));
            const double db = psnr(QImage(still), video.frames[std::size_t(k)]);
            QVERIFY2(db >= minimumPsnr,
                     qPrintable(QStringLiteral("frame %1 (L = %2): %3 dB").arg(k).arg(length).arg(db)));
        }
        // Not a constant picture: the first and the last frame differ.
        QVERIFY(psnr(video.frames.front(), video.frames.back()) < 40);
    }

    /// The base sweeps geometrically (100, 1000, 10000); a view's integer setting rounds to the
    /// nearest integer (t5 buckets 4, 18, 32); a real one does not (rope-factor 1, 4.5, 8).
    void sweepValues_data()
    {
        QTest::addColumn<QStringList>("animated");
        QTest::addColumn<QStringList>("middle");
        QTest::newRow("base") << arguments({"--view", "clock", "--d", "16", "--position", "30", "--animate",
                                            "base=100:10000"})
                              << arguments({"--view", "clock", "--d", "16", "--position", "30", "--base", "1000"});
        // --preset and --lang apply as for stills.
        QTest::newRow("preset in Chinese")
            << arguments({"--preset", "paper", "--lang", "zh", "--animate", "base=100:10000"})
            << arguments({"--preset", "paper", "--lang", "zh", "--base", "1000"});
        QTest::newRow("integer setting") << arguments({"--view", "t5", "--length", "64", "--animate", "buckets=4:32"})
                                         << arguments({"--view", "t5", "--length", "64", "--buckets", "18"});
        QTest::newRow("position") << arguments({"--view", "clock", "--d", "16", "--animate", "position=0:51"})
                                  << arguments({"--view", "clock", "--d", "16", "--position", "26"});
        QTest::newRow("real setting") << arguments({"--view", "rope", "--d", "64", "--length", "512", "--rope-scaling",
                                                    "pi", "--original-length", "128", "--animate", "rope-factor=1:8"})
                                      << arguments({"--view", "rope", "--d", "64", "--length", "512", "--rope-scaling",
                                                    "pi", "--original-length", "128", "--rope-factor", "4.5"});
    }
    void sweepValues()
    {
        QFETCH(QStringList, animated);
        QFETCH(QStringList, middle);
        QTemporaryDir dir;
        const QString movie = dir.filePath(QStringLiteral("a.mp4"));
        const QString still = dir.filePath(QStringLiteral("middle.png"));
        const Run r = runApp(animated << arguments({"--size", "400x300", "--frames", "3", "--export"}) << movie);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const Run s = runApp(middle << arguments({"--size", "400x300", "--export"}) << still);
        QVERIFY2(s.exitCode == 0, qPrintable(s.err));
        const Decoded video = decode(movie);
        QVERIFY2(video.ok, qPrintable(video.error));
        QCOMPARE(int(video.frames.size()), 3);
        keep(QImage(still), QStringLiteral("%1-still.png").arg(QLatin1String(QTest::currentDataTag())));
        keep(video.frames[1], QStringLiteral("%1-frame1.png").arg(QLatin1String(QTest::currentDataTag())));
        const double match = psnr(QImage(still), video.frames[1]);
        QVERIFY2(match >= 30, qPrintable(QString::number(match)));
        // The middle frame is the middle state and no other: the first frame is further from it.
        QVERIFY2(psnr(QImage(still), video.frames[0]) < match, "the first frame looks like the middle state");
    }

    /// --chroma 420: what every player takes (yuv420p); lines and text on white still match.
    void halfChroma()
    {
        QTemporaryDir dir;
        const QString movie = dir.filePath(QStringLiteral("clock.mp4"));
        const QString still = dir.filePath(QStringLiteral("still.png"));
        const Run r = runApp(arguments({"--view", "clock", "--d", "16", "--size", "640x480", "--animate",
                                        "position=0:40", "--frames", "5", "--chroma", "420", "--export"})
                             << movie);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const Run s = runApp(
            arguments({"--view", "clock", "--d", "16", "--size", "640x480", "--position", "20", "--export"}) << still);
        QVERIFY2(s.exitCode == 0, qPrintable(s.err));
        const Decoded video = decode(movie);
        QVERIFY2(video.ok, qPrintable(video.error));
        QCOMPARE(video.pixelFormat, AV_PIX_FMT_YUV420P);
        QCOMPARE(int(video.frames.size()), 5);
        const double db = psnr(QImage(still), video.frames[2]);
        QVERIFY2(db >= 30, qPrintable(QString::number(db)));
    }

    void badRequests_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        const auto run = [](std::initializer_list<const char*> list) { return arguments(list); };
        QTest::newRow("unknown parameter")
            << run({"--animate", "speed=1:2", "--export", "@/a.mp4"}) << QStringLiteral("'speed' is not a parameter");
        QTest::newRow("not a number setting")
            << run({"--view", "distance", "--animate", "metric=1:2", "--export", "@/a.mp4"})
            << QStringLiteral("--metric is not a number");
        QTest::newRow("not PARAM=FROM:TO")
            << run({"--animate", "length", "--export", "@/a.mp4"}) << QStringLiteral("PARAM=FROM:TO");
        QTest::newRow("not numbers") << run({"--animate", "length=a:b", "--export", "@/a.mp4"})
                                     << QStringLiteral("finite numbers");
        QTest::newRow("d beyond 8192") << run({"--animate", "d=64:9000", "--export", "@/a.mp4"})
                                       << QStringLiteral("frame 54 (d = 8243)");
        QTest::newRow("length below 1") << run({"--animate", "length=0:100", "--export", "@/a.webm"})
                                        << QStringLiteral("--animate: frame 0");
        QTest::newRow("position past L") << run({"--view", "clock", "--animate", "position=0:100", "--export",
                                                 "@/a.gif"})
                                         << QStringLiteral("frame 59");
        QTest::newRow("setting past its range")
            << run({"--view", "t5", "--animate", "buckets=1:8", "--export", "@/a.mp4"}) << QStringLiteral("--buckets");
        QTest::newRow("1 frame") << run({"--animate", "length=10:20", "--frames", "1", "--export", "@/a.mp4"})
                                 << QStringLiteral("--frames");
        QTest::newRow("10001 frames") << run({"--animate", "length=10:20", "--frames", "10001", "--export", "@/a.mp4"})
                                      << QStringLiteral("--frames");
        QTest::newRow("fps 0") << run({"--animate", "length=10:20", "--fps", "0", "--export", "@/a.mp4"})
                               << QStringLiteral("--fps");
        QTest::newRow("fps 121") << run({"--animate", "length=10:20", "--fps", "121", "--export", "@/a.mp4"})
                                 << QStringLiteral("--fps");
        QTest::newRow("unknown extension")
            << run({"--animate", "length=10:20", "--export", "@/a.avi"}) << QStringLiteral("a.avi");
        QTest::newRow("--animate inside --split")
            << run({"--split", "--animate length=10:20", "--export", "@/a.png"}) << QStringLiteral("--animate");
        QTest::newRow("missing folder") << run({"--animate", "length=10:20", "--export", "@/no/a.mp4"})
                                        << QStringLiteral("does not exist");
        QTest::newRow("still extension") << run({"--animate", "length=10:20", "--export", "@/a.png"})
                                         << QStringLiteral(".mp4, .webm or .gif");
        QTest::newRow("no --export") << run({"--animate", "length=10:20", "--csv", "@/a.csv"})
                                     << QStringLiteral("--animate needs --export");
        QTest::newRow("--frames alone") << run({"--frames", "10", "--export", "@/a.png"})
                                        << QStringLiteral("--frames needs --animate");
        QTest::newRow("odd size, 4:2:0") << run({"--animate", "length=10:20", "--size", "401x300", "--chroma", "420",
                                                 "--export", "@/a.mp4"})
                                         << QStringLiteral("even");
        QTest::newRow("bad chroma") << run({"--animate", "length=10:20", "--chroma", "422", "--export", "@/a.mp4"})
                                    << QStringLiteral("--chroma");
        QTest::newRow("side by side") << run({"--animate", "length=10:20", "--split", "--base 100", "--export",
                                              "@/a.mp4"})
                                      << QStringLiteral("side-by-side");
    }
    void badRequests()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        checkBadInput(arguments, mentions);
    }

    /// A bad request and a write that fails half-way (a file-size limit: the disk is "full")
    /// leave the existing file as it was, and no temporary behind.
    void existingFileKept()
    {
        QTemporaryDir dir;
        const QString movie = dir.filePath(QStringLiteral("keep.mp4"));
        const QByteArray old("the previous animation");
        {
            QFile f(movie);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(old);
        }
        const Run bad = runApp(
            arguments({"--animate", "length=10:200", "--size", "401x300", "--chroma", "420", "--export"}) << movie);
        QCOMPARE(bad.exitCode, 2);
        QCOMPARE(readAll(movie), old);

        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        p.setProcessEnvironment(env);
        // 64 KiB at most per file: the frames of a 1280x720 heatmap sweep exceed it.
        p.start(QStringLiteral("/bin/bash"),
                QStringList{QStringLiteral("-c"), QStringLiteral("ulimit -f 64; exec \"$0\" \"$@\""),
                            QStringLiteral(PE_EXPLORER_BIN)}
                    << arguments({"--size", "1280x720", "--animate", "base=10:100000", "--frames", "40", "--export"})
                    << movie);
        QVERIFY(p.waitForFinished(300000));
        QCOMPARE(p.exitCode(), 3);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.startsWith(QLatin1String("pe-explorer: error: ")) && err.contains(movie), qPrintable(err));
        QCOMPARE(readAll(movie), old);
        QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("keep.mp4")});
    }

    /// Killed while encoding: no temporary is left and the existing file is untouched.
    void killLeavesNothing()
    {
        QTemporaryDir dir;
        const QString movie = dir.filePath(QStringLiteral("long.webm"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(PE_EXPLORER_BIN),
                arguments({"--animate", "length=10:2000", "--frames", "5000", "--export"}) << movie);
        QVERIFY(p.waitForStarted());
        QElapsedTimer timer;
        timer.start();
        while (!writingInto(p.processId(), dir.path()) && timer.elapsed() < 60000 && p.state() == QProcess::Running)
            QTest::qWait(5);
        QVERIFY2(writingInto(p.processId(), dir.path()), "the animation never started writing");
        ::kill(static_cast<pid_t>(p.processId()), SIGTERM);
        QVERIFY(p.waitForFinished(30000));
        QVERIFY2(filesIn(dir.path()).isEmpty(), qPrintable(filesIn(dir.path()).join(QLatin1Char(' '))));
    }
};

QTEST_GUILESS_MAIN(TestCliAnimate)
#include "test_cli_animate.moc"
