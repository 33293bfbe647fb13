#pragma once
// Fits every projector: a window that never asks for more than its screen, and a full screen
// that works with or without a window manager.

#include <QObject>
#include <QRect>
#include <QSize>
#include <QTabWidget>

class QScreen;
class QScrollArea;
class QWidget;

namespace pe::ui {

namespace screenfit {
/// A frameless scroll area showing `content` at the area's size, or at the content's minimum
/// size with scroll bars when the area is smaller: the content's minimum size no longer sets
/// the window's. Before it scrolls, the figure shows less (FigureFit), never smaller text.
QScrollArea* scrollable(QWidget* content);
/// Makes `tabs` as small as its current page allows, not as its largest page (a stack asks
/// for the largest minimum of all its pages): the pages not shown ignore their size.
void followCurrentPage(QTabWidget* tabs);
/// fitToScreen() once more when a window manager frames `window` (on the window's own move or
/// resize that shows a frame; never without a window manager).
void fitWhenFramed(QWidget* window);
/// The first start's size of the top-level `window` (no remembered geometry).
void sizeForFirstStart(QWidget* window);
/// Moves and shrinks the top-level `window` into its screen's available geometry.
void fitToScreen(QWidget* window);
/// A screen with too few logical pixels for the parameter dock beside a figure (under 800 x 560:
/// a projector at 1280 x 720 with a scale factor of 1.5 or 2): the dock starts hidden there.
bool isSmall(const QScreen* screen);
/// The same for a screen's available logical size.
bool isSmall(QSize available);
} // namespace screenfit

/// The tabs of the views. QTabWidget counts its tab bar in its minimum size even while the bar
/// is hidden (presentation mode hides it): the figure then scrolled for the bar's height.
class FigureTabs : public QTabWidget {
    Q_OBJECT
public:
    using QTabWidget::QTabWidget;
    QSize minimumSizeHint() const override;
};

/// Full screen for a top-level window. It asks the window manager first; when the window does
/// not cover its screen shortly after (no window manager, or one that ignores the request),
/// it removes the frame and sets the screen's geometry itself. leave() restores the window.
class ScreenCover : public QObject {
    Q_OBJECT
public:
    explicit ScreenCover(QWidget* window)
        : QObject(window)
        , m_window(window)
    {
    }
    bool active() const { return m_active; }
    void enter();
    void leave();
    void toggle() { m_active ? leave() : enter(); }

private:
    QWidget* m_window;
    QRect m_normalGeometry;
    bool m_active = false;
    bool m_frameless = false; ///< the frame was removed to cover the screen without the window manager
};

} // namespace pe::ui
