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
    connect(m_tabs, &QTabBar::currentChanged, this, &SectionStack::relayout);
}

void SectionStack::addSection(QWidget* section, const QString& title, int stretch)
{
    m_splitter->addWidget(section);
    m_splitter->setStretchFactor(m_splitter->count() - 1, stretch);
    m_tabs->addTab(title);
    m_tabs->setTabToolTip(m_tabs->count() - 1, tr("Show “%1” (the window is too small to show every part at once)")
                                                   .arg(title.simplified().remove(QLatin1Char('&'))));
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
    return std::max(0, m_tabs->currentIndex());
}

void SectionStack::setCurrentSection(int index)
{
    m_tabs->setCurrentIndex(index);
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
    m_tabs->setVisible(tabbed);
    int top = 0;
    if (tabbed) {
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
    m_laying = false;
    if (changed)
        emit tabbedChanged(tabbed);
}

} // namespace pe::ui
