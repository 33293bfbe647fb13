#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/views/clock/clockframe.h"

#include <QElapsedTimer>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QTimer;

namespace pe::ui {

class ClockFigure;
class LiveRecording;

/// Clock hands per frequency pair (article 003's dials, articles 000 and 004's wall clock):
/// pair k is a hand at (sin(w_k t), cos(w_k t)), position 0 at the top. A position slider
/// with Play / Pause moves every hand together; trails coloured by position show the fast
/// pairs wrapping around while the slow ones barely move. With up to 4096 pairs the user
/// picks which to show (first, last or evenly spaced) and the view says which.
class ClockView : public TypedView<ClockView, ClockSettings, ClockFrame> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(ClockView, computeClock);

    QCustomPlot* primaryPlot() const override { return m_plot; }
    QString caption() const override;

    bool isPlaying() const;
    void setPlaying(bool playing);
    /// Records the clock into `path` (.mp4, .webm, .gif) while it plays, and plays it; false with
    /// *error when the file cannot be started. stopRecording() stops playing and writes the file.
    bool startRecording(const QString& path, QString* error);
    bool stopRecording(QString* error);
    bool isRecording() const;

protected:
    void inputsChanged(const ViewInputs& previous) override;
    void hideEvent(QHideEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    /// Positions per second while playing.
    double speed() const;
    /// The pairs the dials show, said in words and listed ("...: k = 0, 36, 73").
    QString subsetText() const;
    void syncPosition();
    /// Play, Record and the speed: beside the position while the view's width holds them,
    /// else in a row of their own (placeControls).
    QList<QWidget*> playControls() const;
    void placeControls();
    void onTick();
    /// Stops the recording and says in the status bar what was written, or why not.
    void finishRecording();

    QCustomPlot* m_plot;
    ClockFigure* m_figure;
    QSlider* m_positionSlider;
    QSpinBox* m_positionSpin;
    QPushButton* m_playButton;
    QPushButton* m_recordButton;
    LiveRecording* m_recording = nullptr;
    QString m_recordPath;
    QComboBox* m_speedBox;
    QLabel* m_speedLabel;
    QHBoxLayout* m_controlRow;
    QHBoxLayout* m_secondRow;
    QTimer* m_timer;
    QElapsedTimer m_clock;
    double m_carry = 0;
};

} // namespace pe::ui
