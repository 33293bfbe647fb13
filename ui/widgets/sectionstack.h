#pragma once

#include <QStringList>
#include <QWidget>

#include <functional>
#include <vector>

class QSplitter;
class QTabBar;

namespace pe::ui {

/// The sections of a figure made of widgets (tables, a formula, a figure under a table), one
/// above the other in a splitter while all of them fit at their minimum heights. In a shorter
/// room, a projector at 200 % for instance, one section at a time under a row of tabs: the
/// figure fits the screen instead of scrolling, and the other sections are one click away (or
/// the arrow keys on the focused tabs). The minimum height is the tabbed one; the choice
/// follows the height the widget is given, so it never feeds back into that height.
/// Horizontal, the sections stand side by side while the width holds each one's whole width
/// (wantedWidth, e.g. every column of a table), and take turns under tabs when it does not:
/// two tables that would each scroll sideways become one whole table at a time.
/// A section that is itself a SectionStack, taking turns while this one does, shows its tabs in
/// this one's row: one row of tabs, not two (the inspector's tables under the sections' tabs
/// took a row of the 8 rows' room on a 1920 x 1080 screen at 200 %).
class SectionStack : public QWidget {
    Q_OBJECT
public:
    explicit SectionStack(QWidget* parent = nullptr, Qt::Orientation orientation = Qt::Vertical);

    /// Adds `section` below the others; `title` names its tab, `stretch` its share of the extra
    /// height when stacked.
    void addSection(QWidget* section, const QString& title, int stretch = 1);
    /// Horizontal: the width `section` wants to show whole (by default its minimum width).
    void setWantedWidth(int index, std::function<int()> width);
    /// Vertical: the height `section` wants to show whole (by default its minimum height): the
    /// sections stack while the height holds each one's, and take turns under tabs when it does
    /// not (the inspector's table of 8 rows showed 2 above the sentence).
    void setWantedHeight(int index, std::function<int()> height) { setWantedWidth(index, std::move(height)); }
    /// Decides again whether the sections fit side by side (a wanted width changed).
    void refit() { relayout(); }
    int count() const;
    QWidget* section(int index) const;

    /// True while one section shows at a time.
    bool isTabbed() const { return m_tabbed; }
    /// The section shown when tabbed.
    int currentSection() const;
    void setCurrentSection(int index);
    /// The splitter the sections are in (to size them when stacked).
    QSplitter* splitter() const { return m_splitter; }
    /// The height the sections need one above the other.
    int stackedMinimumHeight() const;

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

    /// The tabs shown now, in order: each a section, and the section of a nested stack whose
    /// tabs joined this row (-1: the section itself).
    struct Tab {
        int section = 0;
        int nested = -1;
        bool operator==(const Tab& other) const { return section == other.section && nested == other.nested; }
    };
    const std::vector<Tab>& tabs() const { return m_entries; }

signals:
    /// The sections began or stopped taking turns under tabs.
    void tabbedChanged(bool tabbed);

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

private:
    void relayout();
    /// The section `index` as a nested stack whose tabs join this row now, or nullptr.
    SectionStack* joined(int index) const;
    /// The row of tabs for the sections and the joined stacks' sections, the current one selected.
    void updateTabs();
    /// The tabs for the sections, the joined stacks' in place of theirs.
    void fillTabs();
    /// The tab of the current section (and of the joined stack's current section).
    int currentTab() const;
    void tabChosen(int tab);

    /// The sections side by side (horizontal) or stacked (vertical) need more room than there is.
    bool tooSmall() const;
    int wantedWidth(int index) const; ///< along the orientation: a width, or a height (vertical)

    Qt::Orientation m_orientation;
    QTabBar* m_tabs;
    QSplitter* m_splitter;
    std::vector<std::function<int()>> m_wanted; ///< each section's wanted width, or height (vertical)
    std::vector<int> m_stretch;                 ///< each section's share of the room beyond what it wants
    QStringList m_titles;                       ///< each section's tab title
    std::vector<Tab> m_entries;                 ///< the tabs shown
    int m_current = 0;                          ///< the section shown when tabbed
    SectionStack* m_host = nullptr;             ///< the stack this one is a section of, if any
    bool m_joining = true;                      ///< the nested stacks' tabs fit in this row
    bool m_tabbed = false;
    bool m_laying = false;
};

} // namespace pe::ui
