#include "ui/framework/panelink.h"

#include "core/analysis/rotation.h"
#include "core/formula/formula.h"
#include "ui/framework/appstate.h"
#include "ui/framework/view.h"

#include <algorithm>

namespace pe::ui {

namespace {
// The settings that select a dimension: the inspector's column j and the rotation's pair k.
const QString kDimension = QStringLiteral("inspect-dim");
const QString kPair = QStringLiteral("pair");

bool selectsDimension(const View* view)
{
    return view->descriptor().setting(kDimension) || view->descriptor().setting(kPair);
}

/// A guard that sets a flag for its lifetime.
struct Following {
    explicit Following(bool& flag)
        : m_flag(flag)
    {
        m_flag = true;
    }
    ~Following() { m_flag = false; }
    bool& m_flag;
};
} // namespace

PaneLink::PaneLink(QObject* parent)
    : QObject(parent)
{
}

int PaneLink::selectedDimension(const QString& key, const QString& text, const core::EncodingParams& params)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < 0)
        return -1;
    if (key == kDimension)
        return value < params.dim ? value : -1;
    if (key == kPair)
        return value < core::completePairCount(params.dim) ? core::columnIndex(params, value, true) : -1;
    return -1;
}

QString PaneLink::textSelecting(const QString& key, int j, bool exact, const QString& current,
                                const core::EncodingParams& params)
{
    j = std::clamp(j, 0, params.dim - 1);
    if (key == kDimension) {
        bool ok = false;
        int now = current.toInt(&ok);
        // A column past a smaller d is about to become the last one (the view clamps it): the
        // pair is judged from there, whichever of the two hears of the new d first.
        if (ok && now >= params.dim)
            now = params.dim - 1;
        if (!exact && ok && now >= 0 && core::columnAt(params, now).pair == core::columnAt(params, j).pair)
            return now == current.toInt() ? current : QString::number(now);
        return QString::number(j);
    }
    if (key == kPair) {
        const int pairs = core::completePairCount(params.dim);
        if (pairs < 1)
            return {};
        const int pair = std::min(core::columnAt(params, j).pair, pairs - 1);
        return current.toInt() == pair ? current : QString::number(pair);
    }
    return {};
}

void PaneLink::addPane(AppState* state, const std::vector<View*>& views)
{
    Pane pane;
    pane.state = state;
    pane.views = views;
    pane.connections.push_back(connect(state, &AppState::positionChanged, this, [this, state] { onPosition(state); }));
    for (View* v : views)
        if (selectsDimension(v))
            pane.connections.push_back(connect(v, &View::settingChanged, this,
                                               [this, state, v](const QString& key) { onSetting(state, v, key); }));
    m_panes.push_back(std::move(pane));
    if (m_panes.size() > 1) {
        setPositionLinked(m_linkPosition);
        setDimensionLinked(m_linkDimension);
    }
}

void PaneLink::removePane(AppState* state)
{
    const auto it = std::find_if(m_panes.begin(), m_panes.end(), [state](const Pane& p) { return p.state == state; });
    if (it == m_panes.end())
        return;
    for (const QMetaObject::Connection& c : it->connections)
        disconnect(c);
    m_panes.erase(it);
}

void PaneLink::setPositionLinked(bool linked)
{
    const bool changed = linked != m_linkPosition;
    m_linkPosition = linked;
    if (linked && !m_panes.empty())
        onPosition(m_panes.front().state);
    if (changed)
        emit linksChanged();
}

void PaneLink::setDimensionLinked(bool linked)
{
    const bool changed = linked != m_linkDimension;
    m_linkDimension = linked;
    if (linked)
        syncDimensionFromFirst();
    if (changed)
        emit linksChanged();
}

void PaneLink::syncDimensionFromFirst()
{
    if (m_panes.empty())
        return;
    for (View* v : m_panes.front().views)
        for (const QString& key : {kDimension, kPair})
            if (v->descriptor().setting(key)) {
                onSetting(m_panes.front().state, v, key);
                return;
            }
}

void PaneLink::onPosition(const AppState* from)
{
    if (m_following || m_paused || !m_linkPosition)
        return;
    const Following guard(m_following);
    for (const Pane& pane : m_panes)
        if (pane.state != from)
            pane.state->setPosition(from->requestedPosition());
}

void PaneLink::onSetting(const AppState* from, View* source, const QString& key)
{
    if (m_following || m_paused)
        return;
    const int j = selectedDimension(key, source->settingText(key), from->params());
    if (j < 0)
        return;
    const Following guard(m_following);
    for (const Pane& pane : m_panes)
        if (pane.state == from || m_linkDimension)
            select(pane, j, key == kDimension, source);
}

void PaneLink::select(const Pane& pane, int j, bool exact, const View* source)
{
    for (View* v : pane.views) {
        if (v == source)
            continue;
        for (const QString& key : {kDimension, kPair}) {
            if (!v->descriptor().setting(key))
                continue;
            // The pane's parameters as they are now: a view of the pane may not have heard of a
            // new d yet when another view's clamped setting arrives here.
            const QString text = textSelecting(key, j, exact, v->settingText(key), pane.state->params());
            if (!text.isEmpty())
                v->setSettingText(key, text);
        }
    }
}

} // namespace pe::ui
