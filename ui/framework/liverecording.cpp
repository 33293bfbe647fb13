#include "ui/framework/liverecording.h"

#include "ui/framework/exporter.h"
#include "ui/framework/view.h"

namespace pe::ui {

LiveRecording::LiveRecording(View* view, QObject* parent)
    : QObject(parent)
    , m_view(view)
{
    connect(view, &View::frameShown, this, &LiveRecording::addFrame);
}

bool LiveRecording::start(const QString& path, const QSize& size, double fps, QString* error)
{
    cancel();
    m_size = size;
    m_frames = 0;
    m_error.clear();
    const auto container = VideoWriter::containerForPath(path);
    if (!container) {
        *error = tr("unknown animation extension (use .mp4, .webm or .gif)");
        return false;
    }
    if (const QString problem = VideoWriter::encoderProblem(*container); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    if (!m_writer.open(path, size, fps, /*halfChroma=*/true, error))
        return false;
    m_active = true;
    addFrame(); // what shows now
    if (!m_error.isEmpty()) {
        *error = m_error;
        return false;
    }
    return true;
}

void LiveRecording::addFrame()
{
    // (an export may complete a pending frame, which draws it again: one frame each time)
    if (!m_active || !m_view || m_adding)
        return;
    m_adding = true;
    QString error;
    const std::optional<QImage> image = exporter::renderImage(m_view.data(), {m_size, 1.0}, &error);
    const bool added = image && m_writer.addFrame(*image, &error);
    m_adding = false;
    if (added) {
        ++m_frames;
        return;
    }
    m_error = error;
    cancel();
    emit failed(error);
}

bool LiveRecording::finish(QString* error)
{
    if (!m_active) {
        *error = m_error.isEmpty() ? tr("nothing was recorded") : m_error;
        return false;
    }
    m_active = false;
    return m_writer.finish(error);
}

void LiveRecording::cancel()
{
    if (m_active)
        m_writer.abandon();
    m_active = false;
}

} // namespace pe::ui
