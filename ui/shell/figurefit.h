#pragma once

#include "ui/plotting/figurepages.h"

#include <QObject>
#include <QScrollArea>
#include <QSize>

#include <map>

class QCustomPlot;
class QLabel;
class QTimer;
class QToolButton;
class QWidget;

namespace pe::ui {

/// The scroll area a view's figure sits in, with room under it for FigureFit's page bar.
class FigureArea : public QScrollArea {
    Q_OBJECT
public:
    using QScrollArea::QScrollArea;
    using QScrollArea::setViewportMargins;
};

/// How a view's figure fits its room on screen. Its text never goes below the floor (the size
/// chosen in View > Text size, and presentation mode's larger type): a figure that does not fit
/// shows less instead, in this order:
///  1. it is told it is too tall (PageState::tooTall) and takes its own steps (two panels
///     go side by side, a note is said in short);
///  2. its notes fold into one line each, the whole note in the line's tooltip;
///  3. its panels become pages (figurepages), one shown at a time, with a bar under the figure
///     to turn them (Alt+Left, Alt+Right);
///  4. a page still too tall leaves its notes out, then the figure's title (the page bar's
///     tooltip says them; each panel keeps its own title);
///  5. a page still too tall shows its panels a row (or column) at a time (a grid of panels in one cell of the
///     figure), then one by one, each as 4. if need be;
///  6. a panel alone still too tall leaves out its details (PageState::bare) and shows its
///     title again, then leaves out both.
/// A panel can also be focused by hand (double-click, F8), whatever the room; Esc or F8 again
/// shows them all. Exports draw the whole figure.
class FigureFit : public QObject {
    Q_OBJECT
public:
    explicit FigureFit(FigureArea* area);

    /// The FigureFit showing `view`, or nullptr.
    static FigureFit* of(const QWidget* view);

    /// The page shown alone on `view`'s figure (-1: all) and how many it has.
    int page(const QWidget* view) const;
    int pageCount(const QWidget* view) const;
    /// Whether the page shows because the user chose it (not for lack of room).
    bool focused(const QWidget* view) const;

    /// Shows one panel of the current view large: `page`, or the next / previous one.
    void focus(int page);
    void step(int delta);
    /// Back to the whole figure (if the room allows it); false when nothing was focused.
    bool unfocus();
    /// Forgets the page and focus `view` had: it shows as if new, whole if the room allows,
    /// else from its first page (a lesson step opens its view so, whatever it showed before),
    /// or from the page of `panel` (the object name of a panel or of a graph in it).
    void restart(QWidget* view, const QString& panel = QString());

    /// The height the figure on screen has beyond its minimum as it shows now (its page at the
    /// floor), negative when it scrolls: what a panel beside it may take from it.
    int spareHeight() const;

signals:
    /// The pages of the current view changed (shown, count, focused).
    void pagesChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct State {
        int page = -1;                                         ///< the page shown alone, or -1
        bool focused = false;                                  ///< chosen by the user
        figurepages::Level level = figurepages::Level::Coarse; ///< of the pages
        bool tooTall = false;                                  ///< told so (PageState::tooTall) in tightRoom
        /// Its notes whole (0), one line each (1), left out (2); and its title left out (3), or
        /// its details instead (4, PageState::bare), or both (5).
        int fold = 0;
        QString panel; ///< the panel to give way to (restart), until the pages are turned
        QSize tightRoom;
    };

    QWidget* currentPage() const;
    /// The page holding the state's panel (0 without one) at `level`.
    int panelPage(QCustomPlot* plot, const State& state, figurepages::Level level) const;
    /// The figure with pages on `page` (nullptr when none).
    QCustomPlot* pagedPlot(const QWidget* page) const;
    /// `view`'s state, or nullptr before it has one.
    const State* stateOf(const QWidget* view) const;
    void check();
    void apply(QWidget* page, State& state);
    QSize room() const;
    bool fits(QWidget* content, QSize room) const;
    /// Shows `view` whole if the room allows, as if new (its page, fold and tooTall undone).
    void reset(QWidget* view, State& state);
    void setTooTall(QWidget* view, bool tooTall);
    void setFold(QWidget* view, State& state, int fold);
    void updateBar(QWidget* page);
    /// What `view`'s page leaves out, for the page bar's tooltip: the figure's title and notes.
    QString leftOut(QWidget* view) const;

    FigureArea* m_area;
    QTimer* m_timer;
    QWidget* m_bar;
    QLabel* m_barText;
    QToolButton* m_all = nullptr;
    std::map<const QWidget*, State> m_states;
    bool m_checking = false;
    int m_barHeight = 0; ///< the room kept under the figure for the bar
};

} // namespace pe::ui
