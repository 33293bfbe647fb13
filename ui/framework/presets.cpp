#include "ui/framework/presets.h"

#include "ui/framework/keyedlist.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"

#include <QCoreApplication>

namespace pe::ui {

QString Preset::viewId() const
{
    const qsizetype i = arguments.indexOf(QStringLiteral("--view"));
    return i >= 0 && i + 1 < arguments.size() ? arguments[i + 1] : QStringLiteral("heatmap");
}

QString Preset::translatedTitle() const
{
    return title.toString();
}

namespace presets {

const std::vector<Preset>& all()
{
    // Each view's presets, in tab order: the heatmap's, with "paper", come first.
    static const std::vector<Preset> table = [] {
        std::vector<Preset> t;
        for (const ViewDescriptor* type : viewTypes())
            t.insert(t.end(), type->presets.begin(), type->presets.end());
        return t;
    }();
    return table;
}

const Preset* find(const QString& id)
{
    return findByKey(all(), &Preset::id, id);
}

QString idList()
{
    return keyList(all(), &Preset::id);
}

QStringList expand(const QStringList& arguments, QString* error)
{
    const QString option = QStringLiteral("--preset");
    const QString prefix = QStringLiteral("--preset=");
    QStringList fromPresets;
    QStringList rest;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        QString name;
        if (i > 0 && a == option && i + 1 < arguments.size())
            name = arguments[++i];
        else if (i > 0 && a.startsWith(prefix))
            name = a.mid(prefix.size());
        else {
            rest << a;
            continue;
        }
        const Preset* p = find(name);
        if (!p) {
            if (error)
                *error = QCoreApplication::translate("Preset", "--preset: unknown preset '%1' (available: %2)")
                             .arg(name, idList());
            return {};
        }
        fromPresets << p->arguments;
    }
    if (rest.isEmpty())
        return fromPresets;
    return QStringList{rest.constFirst()} + fromPresets + rest.mid(1);
}

} // namespace presets
} // namespace pe::ui
