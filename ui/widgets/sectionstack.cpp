#include "ui/widgets/sectionstack.h"

#include <QEvent>
#include <QSplitter>
#include <QTabBar>

#include <algorithm>

namespace pe::ui {

namespace {
QSize minimumOf(const QWidget* w)
{
    return w->minimumSizeHint().expandedTo(w->minimumSize());
}
} // namespace

SectionStack::SectionStack(QWidget* parent, Qt::Orientation orientation)
    : QWidget(parent)
    , m_orientation(orientation)
    , m_tabs(new QTabBar(this))
    , m_splitter(new QSplitter(orientation, this))
{
    m_tabs->setDocumentMode(true);
    m_tabs->setExpanding(false);
    m_tabs->setUsesScrollButtons(true);
    m_tabs->setElideMode(Qt::ElideNone);
    m_tabs->setVisible(false);
    m_splitter->setChildrenCollapsible(false);
    connect(m_tabs, &QTabBar::currentChanged, this, &SectionStack::tabChosen);
}

void SectionStack::addSection(QWidget* section, const QString& title, int stretch)
{
    m_splitter->addWidget(section);
    m_splitter->setStretchFactor(m_splitter->count() - 1, stretch);
    m_titles << title;
    // A stack in a stack: its tabs join this row while both take turns.
    if (auto* nested = qobject_cast<SectionStack*>(section)) {
        nested->m_host = this;
        connect(nested, &SectionStack::tabbedChanged, this, &SectionStack::relayout);
    }
    m_wanted.emplace_back();
    m_stretch.push_back(stretch);
    updateGeometry();
    relayout();
}

void SectionStack::setWantedWidth(int index, std::function<int()> width)
{
    if (index >= 0 && index < static_cast<int>(m_wanted.size()))
        m_wanted[static_cast<std::size_t>(index)] = std::move(width);
    relayout();
}

int SectionStack::wantedWidth(int index) const
{
    const auto& wanted = m_wanted[static_cast<std::size_t>(index)];
    const QSize least = minimumOf(section(index));
    return std::max(m_orientation == Qt::Horizontal ? least.width() : least.height(), wanted ? wanted() : 0);
}

bool SectionStack::tooSmall() const
{
    if (count() < 2)
        return false;
    if (m_orientation == Qt::Vertical) {
        int height = std::max(0, count() - 1) * m_splitter->handleWidth();
        for (int i = 0; i < count(); ++i)
            height += wantedWidth(i);
        return this->height() < height;
    }
    int width = std::max(0, count() - 1) * m_splitter->handleWidth();
    for (int i = 0; i < count(); ++i)
        width += wantedWidth(i);
    return this->width() < width;
}

int SectionStack::count() const
{
    return m_splitter->count();
}

QWidget* SectionStack::section(int index) const
{
    return m_splitter->widget(index);
}

int SectionStack::currentSection() const
{
    return m_current;
}

void SectionStack::setCurrentSection(int index)
{
    if (index < 0 || index >= count() || index == m_current)
        return;
    m_current = index;
    relayout();
    if (m_host) // its tabs may be in the host's row
        m_host->updateTabs();
}

SectionStack* SectionStack::joined(int index) const
{
    auto* nested = qobject_cast<SectionStack*>(section(index));
    return nested && nested->m_host == this && m_tabbed && m_joining && nested->m_tabbed && nested->count() > 1
               ? nested
               : nullptr;
}

int SectionStack::currentTab() const
{
    const SectionStack* nested = joined(m_current);
    const Tab wanted{m_current, nested ? nested->m_current : -1};
    const auto it = std::find(m_entries.begin(), m_entries.end(), wanted);
    return it == m_entries.end() ? 0 : static_cast<int>(it - m_entries.begin());
}

void SectionStack::updateTabs()
{
    // Joined tabs wider than the row (a projector in presentation mode): each stack keeps its
    // own row, rather than tabs squeezed behind scroll buttons.
    const bool was = m_joining;
    m_joining = true;
    fillTabs();
    if (m_tabbed && m_tabs->sizeHint().width() > width()) {
        m_joining = false;
        fillTabs();
    }
    if (was != m_joining)
        for (int i = 0; i < count(); ++i)
            if (auto* nested = qobject_cast<SectionStack*>(section(i)); nested && nested->m_host == this)
                nested->relayout();
}

void SectionStack::fillTabs()
{
    std::vector<Tab> entries;
    for (int i = 0; i < count(); ++i) {
        if (const SectionStack* nested = joined(i))
            for (int j = 0; j < nested->count(); ++j)
                entries.push_back({i, j});
        else
            entries.push_back({i, -1});
    }
    const QSignalBlocker block(m_tabs);
    if (entries != m_entries) {
        m_entries = entries;
        while (m_tabs->count() > 0)
            m_tabs->removeTab(0);
        for (const Tab& tab : m_entries) {
            const QString title = tab.nested < 0 ? m_titles[tab.section] : joined(tab.section)->m_titles[tab.nested];
            const int at = m_tabs->addTab(title);
            m_tabs->setTabToolTip(at, tr("Show “%1” (the window is too small to show every part at once)")
                                          .arg(title.simplified().remove(QLatin1Char('&'))));
        }
    }
    m_tabs->setCurrentIndex(currentTab());
}

void SectionStack::tabChosen(int tab)
{
    if (tab < 0 || tab >= static_cast<int>(m_entries.size()))
        return;
    const Tab chosen = m_entries[static_cast<std::size_t>(tab)];
    if (SectionStack* nested = joined(chosen.section); nested && chosen.nested >= 0) {
        nested->m_current = chosen.nested;
        nested->relayout();
    }
    m_current = chosen.section;
    relayout();
}

int SectionStack::stackedMinimumHeight() const
{
    int height = 0;
    for (int i = 0; i < count(); ++i)
        height += minimumOf(section(i)).height();
    return height + std::max(0, count() - 1) * m_splitter->handleWidth();
}

QSize SectionStack::minimumSizeHint() const
{
    // Tabbed: the largest section and the tabs (side by side, never more than that).
    int width = 0, height = 0;
    for (int i = 0; i < count(); ++i) {
        const QSize m = minimumOf(section(i));
        width = std::max(width, m.width());
        height = std::max(height, m.height());
    }
    if (count() > 1)
        height += m_tabs->sizeHint().height();
    if (m_orientation == Qt::Horizontal)
        return {width, height};
    return {width, std::min(height, stackedMinimumHeight())};
}

QSize SectionStack::sizeHint() const
{
    int width = 0, height = 0;
    const bool across = m_orientation == Qt::Horizontal;
    for (int i = 0; i < count(); ++i) {
        const QSize s = section(i)->sizeHint().expandedTo(minimumOf(section(i)));
        width = across ? width + s.width() : std::max(width, s.width());
        height = across ? std::max(height, s.height()) : height + s.height();
    }
    const int handles = std::max(0, count() - 1) * m_splitter->handleWidth();
    return across ? QSize(width + handles, height) : QSize(width, height + handles);
}

void SectionStack::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    relayout();
}

bool SectionStack::event(QEvent* event)
{
    // A section's minimum changed (a label broken into more lines): stacked or not anew.
    if (event->type() == QEvent::LayoutRequest) {
        updateGeometry();
        relayout();
    }
    return QWidget::event(event);
}

void SectionStack::relayout()
{
    if (m_laying)
        return;
    m_laying = true;
    const bool tabbed = tooSmall();
    const bool changed = m_tabbed != tabbed;
    m_tabbed = tabbed;
    // Taking turns inside a host that does too: the host's row shows these tabs.
    const bool inHostRow = tabbed && m_host && m_host->m_tabbed && m_host->m_joining && count() > 1;
    m_tabs->setVisible(tabbed && !inHostRow);
    int top = 0;
    if (tabbed && !inHostRow) {
        const int bar = m_tabs->sizeHint().height();
        m_tabs->setGeometry(0, 0, width(), bar);
        top = bar;
    }
    for (int i = 0; i < count(); ++i)
        section(i)->setVisible(!tabbed || i == currentSection());
    m_splitter->setGeometry(0, top, width(), height() - top);
    const bool wants = std::any_of(m_wanted.begin(), m_wanted.end(), [](const auto& w) { return bool(w); });
    if ((m_orientation == Qt::Horizontal || wants) && !tabbed && count() > 1) {
        // Side by side (or stacked), each section first gets the width (height) it wants whole,
        // then its share of the rest.
        QList<int> sizes;
        const int length = m_orientation == Qt::Horizontal ? width() : height() - top;
        int spare = length - (count() - 1) * m_splitter->handleWidth();
        int stretch = 0;
        for (int i = 0; i < count(); ++i) {
            sizes << wantedWidth(i);
            spare -= sizes.back();
            stretch += m_stretch[static_cast<std::size_t>(i)];
        }
        for (int i = 0; i < count() && stretch > 0; ++i)
            sizes[i] += spare * m_stretch[static_cast<std::size_t>(i)] / stretch;
        if (m_splitter->sizes() != sizes)
            m_splitter->setSizes(sizes);
    }
    // A nested stack's tabs go to this row or back to its own (its size may not have changed).
    if (changed)
        for (int i = 0; i < count(); ++i)
            if (auto* nested = qobject_cast<SectionStack*>(section(i)); nested && nested->m_host == this)
                nested->relayout();
    // (after the sections' geometry: a nested stack decided whether it takes turns)
    updateTabs();
    m_laying = false;
    if (changed)
        emit tabbedChanged(tabbed);
}

} // namespace pe::ui
