#pragma once

#include <QObject>

class QScrollArea;
class QWidget;

namespace pe::ui {

/// Fits a scroll area's contents (the Parameters panel) to the area. Owned by the area.
///  - Width: the area as wide as its contents' least width, and the width of its vertical bar
///    free beside them while the bar shows, up to kMostOfWindow of its window's width: a panel
///    taller than the window (many settings) scrolls up and down, not sideways as well, at a
///    larger text size too.
///  - Height: `foldable`, when given, is a widget of the contents whose text is also said
///    elsewhere (the view's description, also its tab's tooltip). It is hidden while the
///    contents with it would not fit the area's height, and shown again once they would: a
///    short panel (a lesson under the figure at 1600 × 1000, 150 %) no longer scrolls to cut
///    that text in half at its bottom edge.
class ScrollAreaFit : public QObject {
public:
    ScrollAreaFit(QScrollArea* area, int minimumWidth, QWidget* foldable = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitWidth();
    void fitHeight();

    static constexpr double kMostOfWindow = 0.35;
    QScrollArea* m_area;
    QWidget* m_window; ///< the window it was made in (the main window)
    int m_minimumWidth;
    QWidget* m_foldable;
    bool m_folded = false;
};

} // namespace pe::ui
