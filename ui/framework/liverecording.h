#pragma once

#include "ui/framework/videowriter.h"

#include <QObject>
#include <QPointer>
#include <QSize>
#include <QString>

namespace pe::ui {

class View;

/// A view recorded as it changes (the clock while it plays): every frame it draws, as its
/// still export at `size`, goes into an MP4, WebM or GIF (VideoWriter, written atomically: the
/// file appears only when finish() succeeds, and an existing one stays until then).
class LiveRecording : public QObject {
    Q_OBJECT
public:
    explicit LiveRecording(View* view, QObject* parent = nullptr);

    /// Opens `path` for frames of `size` at `fps` and takes the frame on screen as the first.
    bool start(const QString& path, const QSize& size, double fps, QString* error);
    /// Writes the file; false with *error when it could not (nothing is left then).
    bool finish(QString* error);
    /// Leaves no file.
    void cancel();

    bool active() const { return m_active; }
    int frames() const { return m_frames; }
    /// The first error while adding a frame (the recording stops then), or empty.
    QString error() const { return m_error; }

signals:
    /// Adding a frame failed (a full disk): the recording has stopped, nothing is written.
    void failed(const QString& error);

private:
    void addFrame();

    QPointer<View> m_view;
    VideoWriter m_writer;
    QSize m_size;
    bool m_active = false;
    bool m_adding = false;
    int m_frames = 0;
    QString m_error;
};

} // namespace pe::ui
