#pragma once

#include <QObject>

class QScrollArea;
class QTimer;
class QWidget;

namespace pe::ui {

/// Figure text that follows the room on screen. When the figure shown in `area` needs more room
/// than the area has (it would scroll: a projector at a large scale factor, the Parameters dock
/// beside it, presentation mode's larger type), an axis of it is too short for its label (the
/// label elided) or its text items are crowded (over each other, under a legend, out of their
/// panel), the text of its plots is set smaller in steps
/// of kStep, down to kSmallest of the text size chosen in the window (View > Text size; in
/// presentation mode its larger type gives way first), and set back up in steps when the room
/// comes back. Controls and exports from the command line keep the chosen
/// size; each view keeps its own factor.
class TextFit : public QObject {
    Q_OBJECT
public:
    explicit TextFit(QScrollArea* area);

    static constexpr double kSmallest = 0.75;
    static constexpr double kStep = 0.95;

    /// The smallest factor: kSmallest, divided by presentation mode's extra size and by the
    /// interface scale (reflow::interfaceScale; each counted when above 1). At 200 %, down to
    /// 37.5 % of the enlarged size: never smaller than the smallest text at 100 %.
    static double smallestFactor(double presentationExtra, double interfaceScale);
    /// The factor the text of the plots of `page` (a view) is drawn at; 1 is the chosen size.
    static double factor(const QWidget* page);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void check();
    /// One step down or up, if the page needs one; true when it took one.
    bool step(QWidget* content, QWidget* page);
    void setFactor(QWidget* page, double factor);
    /// Exports of `page` at the chosen text size (exporter::ExportEvent).
    void watch(QWidget* page);

    QScrollArea* m_area;
    QTimer* m_timer;
};

} // namespace pe::ui
