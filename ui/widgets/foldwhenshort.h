#pragma once

#include <QObject>

class QScrollArea;
class QWidget;

namespace pe::ui {

/// Hides `optional`, a widget of a scroll area's contents whose text is also said elsewhere (the
/// view's description at the foot of the Parameters panel, also its tab's tooltip), while the
/// contents with it would not fit the area's height, and shows it again once they would: a
/// short panel (a lesson under the figure at 1600 × 1000, 150 %) no longer scrolls to cut that
/// text in half at its bottom edge. Owned by the area.
class FoldWhenShort : public QObject {
public:
    FoldWhenShort(QScrollArea* area, QWidget* optional);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void check();

    QScrollArea* m_area;
    QWidget* m_optional;
    bool m_folded = false;
};

} // namespace pe::ui
