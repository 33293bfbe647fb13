#include "ui/framework/view.h"

#include <QCoreApplication>

// ViewDescriptor's members, apart from View so that what reads descriptors (the command line,
// session files) links without widgets.

namespace pe::ui {

QString ViewDescriptor::translatedTitle() const
{
    return QCoreApplication::translate("View", title);
}

QString ViewDescriptor::translatedSummary() const
{
    return QCoreApplication::translate("View", summary);
}

const SettingInfo* ViewDescriptor::setting(const QString& key) const
{
    for (const SettingInfo& s : settings)
        if (s.key == key)
            return &s;
    return nullptr;
}

} // namespace pe::ui
