#pragma once

#include "core/clock.h"
#include "ui/framework/view.h"

#include <QElapsedTimer>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QTimer;

namespace pe::ui {

class ClockFigure;
class StableLabel;

/// Clock hands per frequency pair (article 003's dials, articles 000 and 004's wall clock):
/// pair k is a hand at (sin(w_k t), cos(w_k t)), position 0 at the top. A position slider
/// with Play / Pause moves every hand together; trails coloured by position show the fast
/// pairs wrapping around while the slow ones barely move. With up to 4096 pairs the user
/// picks which to show (first, last or evenly spaced) and the view says which.
class ClockView : public View {
    Q_OBJECT
public:
    explicit ClockView(AppState* state, QWidget* parent = nullptr);

    static QString typeId() { return QStringLiteral("clock"); }
    QString id() const override { return typeId(); }
    QString title() const override;
    QString summary() const override;

    Job makeJob() override;
    void applyResult(const std::any& result) override;
    QCustomPlot* primaryPlot() const override { return m_plot; }
    QString caption() const override;

    void writeCsv(QTextStream& out) const override;

    /// The options of cliOptions(), known without building a view (the command line).
    static QList<QCommandLineOption> commandLineOptions();
    QList<QCommandLineOption> cliOptions() const override { return commandLineOptions(); }
    QString applyCliOptions(const QCommandLineParser& parser) override;

    static constexpr int kMaxDials = 32;
    static constexpr int kMaxTrail = 1000;

    core::PairSubset subset() const { return m_subset; }
    void setSubset(core::PairSubset subset);
    int pairCountShown() const { return m_count; }
    void setPairCount(int count);
    int trailLength() const { return m_trail; }
    void setTrailLength(int length);

    bool isPlaying() const;
    void setPlaying(bool playing);
    /// Positions per second while playing.
    double speed() const;

    /// What is drawn now (for tests).
    const core::ClockFrame& frame() const { return m_frame; }
    const std::vector<int>& shownPairs() const { return m_pairs; }
    ClockFigure* figure() const { return m_figure; }
    QString subsetText() const;

protected:
    void hideEvent(QHideEvent* event) override;

private:
    void syncPosition();
    void syncLength();
    void onTick();

    QCustomPlot* m_plot;
    ClockFigure* m_figure;
    QSlider* m_positionSlider;
    QSpinBox* m_positionSpin;
    QPushButton* m_playButton;
    QComboBox* m_speedBox;
    QComboBox* m_subsetBox;
    QSpinBox* m_countSpin;
    QSpinBox* m_trailSpin;
    StableLabel* m_subsetLabel;
    QTimer* m_timer;
    QElapsedTimer m_clock;
    double m_carry = 0;

    core::PairSubset m_subset = core::PairSubset::Spaced;
    int m_count = 8;
    int m_trail = 20;
    core::ClockFrame m_frame;
    std::vector<int> m_pairs;
    core::PairSubset m_shownSubset = core::PairSubset::Spaced; // of the frame drawn
    int m_totalPairs = 0;
};

} // namespace pe::ui
